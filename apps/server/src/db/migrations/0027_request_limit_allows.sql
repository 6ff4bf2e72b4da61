-- A member's money call counts against its limit in the same statement that moves the money
-- (shared-state/counted-hit.ts): the counter's upsert is that statement's first step, and this
-- function, in its WHERE, refuses the rest when the count is over the limit. The refusal rolls
-- the count back with everything else; the caller answers 429 with the window's time left.
CREATE OR REPLACE FUNCTION request_limit_allows(p_count bigint, p_max bigint, p_ms_left bigint)
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_count > p_max THEN
    RAISE EXCEPTION USING ERRCODE = 'KL004', MESSAGE = p_ms_left::text;
  END IF;
  RETURN true;
END
$$;
