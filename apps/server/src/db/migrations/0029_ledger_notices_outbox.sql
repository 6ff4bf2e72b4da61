-- The ledger's balance notices leave through an outbox instead of a NOTIFY in the movement.
--
-- A transaction that sends a NOTIFY takes one lock for the whole cluster before its commit and
-- holds it until the commit is done, WAL flush included: every movement committed alone, one
-- after another, and the members' money calls queued behind each other's disk writes. Measured
-- with pgbench on two cores, a movement with its limit count at 8 connections: with durable
-- commits 2,958 a second with the NOTIFY, 4,911 with the outbox and its relay; with the test
-- server's commits (no flush) 4,400 and 5,900.
--
-- event_outbox holds notices committed and not yet sent. event_outbox_relay, called by every
-- server process after its members' write calls and every 100 ms (db/event-outbox.ts), deletes
-- what is there and sends it in as few NOTIFYs as fit under NOTIFY's 8,000 bytes, each
-- {"outbox": <its first notice's id>, "events": [...]} with the notices in the order they were
-- written (the id makes every NOTIFY of a relay distinct: PostgreSQL sends identical payloads
-- of one transaction once). The table is unlogged: its rows are not written to the WAL, the
-- relay's commit waits for no flush, and after a crash of the database the table is empty, as
-- every listener reconnects then and reloads its copies. It is emptied all the time, so vacuum
-- leaves its pages (vacuum_truncate off): cutting them off would lock out every movement.
--
-- Two relays at once keep each member's order: a member's later notice is written only after
-- the earlier movement committed (the member's accounts are locked), so a relay that sees the
-- later one sees the earlier one too, or finds it being deleted by the other relay and waits for
-- that relay's commit, whose NOTIFYs then come first.
--
-- ledger_post_movement also finds the notices' accounts by their owners, who come back from the
-- balance update itself: the join it used before, in the plan kept for every call (0028), read
-- the whole accounts table at a thousand members and would have for every later call of the
-- connection.
CREATE UNLOGGED TABLE event_outbox (
  id bigserial NOT NULL,
  payload text NOT NULL
) WITH (vacuum_truncate = off);
--> statement-breakpoint

CREATE FUNCTION event_outbox_relay(p_channel text) RETURNS integer
LANGUAGE sql AS $$
  WITH sent AS (DELETE FROM event_outbox RETURNING id, payload),
  -- A NOTIFY takes the notices that start within its 7,000 bytes of what the relay sends: under
  -- 7,000 bytes and one notice (a balance notice is under 200), so under NOTIFY's 8,000.
  placed AS (
    SELECT id, payload, coalesce(sum(octet_length(payload) + 1) OVER (ORDER BY id
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) / 7000 AS batch
    FROM sent)
  -- The NOTIFYs are made over the sorted batches, so they leave in the notices' order.
  SELECT coalesce(sum(s.notices), 0)::integer FROM (
    SELECT b.notices, pg_notify(p_channel, b.payload) FROM (
      SELECT batch, count(*) AS notices,
        '{"outbox":' || min(id) || ',"events":[' || string_agg(payload, ',' ORDER BY id) || ']}'
          AS payload
      FROM placed GROUP BY batch ORDER BY batch) b) s
$$;
--> statement-breakpoint

CREATE FUNCTION ledger_post_movement(p_legs jsonb) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_legs jsonb;
  v_total integer := jsonb_array_length(p_legs);
  v_inserted jsonb;
  v_conflict text;
  v_missing text;
  v_change_ids bigint[];
  v_changed_ids bigint[];
  v_owner_ids text[];
  v_short record;
  v_ids jsonb;
BEGIN
  PERFORM 1 FROM accounts
  WHERE owner_id IN (
    SELECT l->>'fromMember' FROM jsonb_array_elements(p_legs) l WHERE l ? 'fromMember'
    UNION SELECT l->>'toMember' FROM jsonb_array_elements(p_legs) l WHERE l ? 'toMember')
  ORDER BY id FOR UPDATE;

  INSERT INTO accounts (owner_id, kind)
  SELECT NULL, s.kind FROM (
    SELECT l->>'fromSystem' AS kind FROM jsonb_array_elements(p_legs) l WHERE l ? 'fromSystem'
    UNION SELECT l->>'toSystem' FROM jsonb_array_elements(p_legs) l WHERE l ? 'toSystem') s
  WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.owner_id IS NULL AND a.kind = s.kind)
  ON CONFLICT DO NOTHING;

  -- Each leg with its accounts' ids, each found by its unique index: a member's wallet by owner
  -- and kind, a system account by kind (a leg names one or the other, the other lookup is NULL).
  SELECT jsonb_agg(l || jsonb_build_object(
    'ord', x.ord,
    'debitId', coalesce(
      (SELECT a.id FROM accounts a
       WHERE a.owner_id = l->>'fromMember' AND a.kind = l->>'fromWallet'),
      (SELECT a.id FROM accounts a
       WHERE a.owner_id IS NULL AND a.kind = l->>'fromSystem' AND NOT l ? 'fromMember')),
    'creditId', coalesce(
      (SELECT a.id FROM accounts a
       WHERE a.owner_id = l->>'toMember' AND a.kind = l->>'toWallet'),
      (SELECT a.id FROM accounts a
       WHERE a.owner_id IS NULL AND a.kind = l->>'toSystem' AND NOT l ? 'toMember')))
    ORDER BY x.ord)
  INTO v_legs
  FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS x(l, ord);

  SELECT CASE WHEN l->'debitId' = 'null' THEN (l->>'fromMember') || ' ' || (l->>'fromWallet')
    ELSE (l->>'toMember') || ' ' || (l->>'toWallet') END
  INTO v_missing FROM jsonb_array_elements(v_legs) l
  WHERE l->'debitId' = 'null' OR l->'creditId' = 'null' LIMIT 1;
  IF v_missing IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KL003', MESSAGE = v_missing;
  END IF;

  WITH inserted AS (
    INSERT INTO transfers (kind, debit_account_id, credit_account_id, amount, idempotency_key,
      member_id, related_member_id, metadata)
    SELECT l->>'kind', (l->>'debitId')::bigint, (l->>'creditId')::bigint,
      (l->>'amount')::bigint, l->>'key', l->>'memberId', l->>'relatedMemberId', l->'metadata'
    FROM jsonb_array_elements(v_legs) l ORDER BY (l->>'ord')::integer
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key
  )
  SELECT coalesce(jsonb_object_agg(idempotency_key, id::text), '{}') INTO v_inserted FROM inserted;

  IF v_inserted = '{}' THEN
    -- A replay: fine only if every key is there, for the very same movement.
    SELECT l->>'key' INTO v_conflict FROM jsonb_array_elements(v_legs) l
    LEFT JOIN transfers t ON t.idempotency_key = l->>'key'
    WHERE t.id IS NULL OR t.kind <> l->>'kind'
      OR t.debit_account_id <> (l->>'debitId')::bigint
      OR t.credit_account_id <> (l->>'creditId')::bigint OR t.amount <> (l->>'amount')::bigint
    ORDER BY (l->>'ord')::integer LIMIT 1;
    IF v_conflict IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'KL001', MESSAGE = v_conflict;
    END IF;
    SELECT jsonb_agg(t.id::text ORDER BY (l->>'ord')::integer) INTO v_ids
    FROM jsonb_array_elements(v_legs) l JOIN transfers t ON t.idempotency_key = l->>'key';
    RETURN jsonb_build_object('replayed', true, 'ids', v_ids);
  END IF;
  IF (SELECT count(*) FROM jsonb_object_keys(v_inserted)) < v_total THEN
    SELECT l->>'key' INTO v_conflict FROM jsonb_array_elements(v_legs) l
    WHERE NOT v_inserted ? (l->>'key') ORDER BY (l->>'ord')::integer LIMIT 1;
    RAISE EXCEPTION USING ERRCODE = 'KL001', MESSAGE = v_conflict;
  END IF;

  -- Net change per member account, so a multi-leg movement touches each row once; a debit only
  -- where the balance covers it (the rows are locked, so the balance read is the one updated).
  WITH d AS (
    SELECT c.id, sum(c.change) AS change FROM (
      SELECT (l->>'debitId')::bigint AS id, -(l->>'amount')::bigint AS change
      FROM jsonb_array_elements(v_legs) l WHERE l ? 'fromMember'
      UNION ALL
      SELECT (l->>'creditId')::bigint, (l->>'amount')::bigint
      FROM jsonb_array_elements(v_legs) l WHERE l ? 'toMember') c
    GROUP BY c.id HAVING sum(c.change) <> 0
  ), changed AS (
    UPDATE accounts a SET balance = a.balance + d.change FROM d
    WHERE a.id = d.id AND (d.change > 0 OR a.balance >= -d.change)
    RETURNING a.id, a.owner_id
  )
  SELECT (SELECT coalesce(array_agg(id), '{}') FROM d),
    (SELECT coalesce(array_agg(id), '{}') FROM changed),
    (SELECT coalesce(array_agg(DISTINCT owner_id), '{}') FROM changed)
  INTO v_change_ids, v_changed_ids, v_owner_ids;
  IF cardinality(v_changed_ids) < cardinality(v_change_ids) THEN
    SELECT a.owner_id, a.kind INTO v_short FROM accounts a
    WHERE a.id = ANY(v_change_ids) AND NOT a.id = ANY(v_changed_ids) ORDER BY a.id LIMIT 1;
    RAISE EXCEPTION USING ERRCODE = 'KL002', MESSAGE = v_short.owner_id || E'\t' || v_short.kind;
  END IF;

  -- Open pages show the new balance (user_balance_updated): the notices wait in the outbox, in
  -- the order of the members' accounts, and leave with the next relay after the commit.
  INSERT INTO event_outbox (payload) SELECT n.payload FROM (
    SELECT json_build_object(
      'type', 'member.balance_changed',
      'memberId', a.owner_id,
      'withdrawable', coalesce(sum(a.balance) FILTER (WHERE a.kind = 'withdrawable'), 0)::text,
      'deposit', coalesce(sum(a.balance) FILTER (WHERE a.kind = 'deposit'), 0)::text,
      'debt', coalesce(sum(a.balance) FILTER (WHERE a.kind = 'debt'), 0)::text)::text AS payload
    FROM accounts a
    WHERE a.owner_id = ANY(v_owner_ids)
    GROUP BY a.owner_id
    ORDER BY min(a.id)) n;

  SELECT jsonb_agg(v_inserted->>(l->>'key') ORDER BY (l->>'ord')::integer) INTO v_ids
  FROM jsonb_array_elements(v_legs) l;
  RETURN jsonb_build_object('replayed', false, 'ids', v_ids);
END;
$$;
--> statement-breakpoint

-- The two-argument form a process of the release before still calls until it restarts: the same
-- movement, its notices through the outbox (the new processes' relays send them).
CREATE OR REPLACE FUNCTION ledger_post_movement(p_legs jsonb, p_channel text) RETURNS jsonb
LANGUAGE sql AS $$
  SELECT ledger_post_movement(p_legs)
$$;
