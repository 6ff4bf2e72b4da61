-- Balance of every account as the ledger sees it: member accounts keep a stored balance
-- (locked and checked on every debit); system accounts derive theirs from transfers so that
-- no single hot row is updated by every earning (docs/design.md#money-and-the-ledger).
CREATE VIEW "ledger_balances" AS
SELECT
  a."id" AS "account_id",
  a."owner_id",
  a."kind",
  CASE
    WHEN a."owner_id" IS NOT NULL THEN a."balance"
    ELSE COALESCE((SELECT SUM(t."amount") FROM "transfers" t WHERE t."credit_account_id" = a."id"), 0)
       - COALESCE((SELECT SUM(t."amount") FROM "transfers" t WHERE t."debit_account_id" = a."id"), 0)
  END::bigint AS "balance"
FROM "accounts" a;
