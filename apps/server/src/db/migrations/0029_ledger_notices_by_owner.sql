-- ledger_post_movement (migration 0026) as it was, but for how the balance notices find the
-- members' accounts. They were found through the changed accounts' ids, in a join that the plan
-- kept for every call (migration 0028) made a read of the whole accounts table: a fifth of a
-- millisecond of each movement at 2,000 accounts, and growing with every member. The owners now
-- come back from the balance update itself, and their accounts are found by the (owner, kind)
-- index. The plans kept for every call are part of the definition, which replaces 0028's setting.
CREATE OR REPLACE FUNCTION ledger_post_movement(p_legs jsonb, p_channel text) RETURNS jsonb
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

  -- Open pages show the new balance (user_balance_updated); the notices leave on commit only,
  -- in the order of the members' accounts.
  PERFORM pg_notify(p_channel, n.payload) FROM (
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
