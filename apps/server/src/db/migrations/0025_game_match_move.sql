-- A Tic Tac Toe move in one round trip (modules/games/match-moves.ts), and one definition of the
-- match's state as the sockets get it.

-- Epoch milliseconds of a time, as JavaScript's Date.getTime() gives them; NULL stays NULL.
CREATE OR REPLACE FUNCTION game_epoch_ms(p_at timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(extract(epoch FROM p_at) * 1000)::bigint
$$;
--> statement-breakpoint

-- The whole state of a match for the sockets (GameMatchSnapshot in modules/games/events.ts),
-- taken at p_now_ms on the database clock (now when NULL). NULL for a match that does not exist.
-- PL/pgSQL rather than SQL: a SQL function with a FROM is not inlined and was planned again on
-- every call, half a millisecond of the database's time on each move.
CREATE OR REPLACE FUNCTION game_match_snapshot(p_match text, p_now_ms float8) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_snapshot jsonb;
BEGIN
  SELECT jsonb_build_object(
    'id', m.id,
    'version', m.version,
    'status', m.status,
    'roomName', coalesce(r.room_name, ''),
    'entryFee', m.entry_fee::text,
    'prize', m.prize::text,
    'board', m.board,
    'players', jsonb_build_array(jsonb_build_object(
        'id', m.player_x, 'symbol', 'X', 'name', coalesce(ux.name, ''),
        'graceUntil', game_epoch_ms(m.x_grace_until)))
      || CASE WHEN m.player_o IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object(
        'id', m.player_o, 'symbol', 'O', 'name', coalesce(uo.name, ''),
        'graceUntil', game_epoch_ms(m.o_grace_until))) END,
    'currentTurn', m.current_turn,
    'winner', m.winner,
    'endReason', m.end_reason,
    'turnSeconds', m.turn_seconds,
    'searchDeadline', game_epoch_ms(m.search_deadline),
    'turnDeadline', game_epoch_ms(m.turn_deadline),
    'takenAt', coalesce(p_now_ms, extract(epoch FROM clock_timestamp())::float8 * 1000))
  INTO v_snapshot
  FROM game_matches m
  LEFT JOIN game_rooms r ON r.id = m.room_id
  LEFT JOIN users ux ON ux.id = m.player_x
  LEFT JOIN users uo ON uo.id = m.player_o
  WHERE m.id = p_match;
  RETURN v_snapshot;
END
$$;
--> statement-breakpoint

-- Publishes a match's state with the caller's commit: the game.match_changed event (its payload
-- is { type, lobby, match }, match the snapshot at p_now_ms) on p_channel, the domain events'
-- channel. lobby: the rooms' counts changed too. Every change of a match announces through here.
CREATE OR REPLACE FUNCTION game_match_announce(p_channel text, p_match text, p_now_ms float8,
                                               p_lobby boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(p_channel, jsonb_build_object(
    'type', 'game.match_changed',
    'lobby', p_lobby,
    'match', game_match_snapshot(p_match, p_now_ms))::text);
END
$$;
--> statement-breakpoint

-- True when a board is decided: a line of three, or no empty cell (board.ts decides the same;
-- a test compares the two on every board). PL/pgSQL, whose plans are kept, like the snapshot.
CREATE OR REPLACE FUNCTION game_board_decided(p_board text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_line integer[];
BEGIN
  IF position('.' IN p_board) = 0 THEN
    RETURN true;
  END IF;
  FOREACH v_line SLICE 1 IN ARRAY ARRAY[[1, 2, 3], [4, 5, 6], [7, 8, 9], [1, 4, 7], [2, 5, 8],
                                        [3, 6, 9], [1, 5, 9], [3, 5, 7]] LOOP
    IF substr(p_board, v_line[1], 1) <> '.'
       AND substr(p_board, v_line[1], 1) = substr(p_board, v_line[2], 1)
       AND substr(p_board, v_line[2], 1) = substr(p_board, v_line[3], 1) THEN
      RETURN true;
    END IF;
  END LOOP;
  RETURN false;
END
$$;
--> statement-breakpoint

-- A move that passes the turn, in one statement: lock the match's timer row, then the match (the
-- job runner's order), check that the member is on turn in a match under way, that no deadline
-- has passed on the database clock and that the cell is empty; place the symbol, pass the turn
-- with a fresh turn deadline, move the timer to the earliest deadline, and publish the new state
-- (game.match_changed on p_channel, the domain events' channel) with the commit. Returns false,
-- having changed nothing, for anything else: a refusal, a passed deadline to settle, a move that
-- decides the match, a match without its timer. The caller then takes the full path, which
-- decides it. An assignment leaves FOUND as the SELECT set it.
CREATE OR REPLACE FUNCTION game_match_move(p_match text, p_member text, p_cell integer,
                                           p_channel text) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_timer text := 'game-match:' || p_match;
  v_match game_matches;
  v_now timestamptz;
  v_symbol text;
  v_board text;
  v_run_at timestamptz;
BEGIN
  PERFORM 1 FROM jobs WHERE unique_key = v_timer FOR UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  SELECT * INTO v_match FROM game_matches WHERE id = p_match FOR UPDATE;
  v_now := clock_timestamp();
  IF NOT FOUND
     OR v_match.status <> 'playing'
     OR v_match.current_turn IS DISTINCT FROM p_member
     OR v_match.turn_deadline IS NULL OR v_match.turn_deadline <= v_now
     OR coalesce(v_match.x_grace_until <= v_now, false)
     OR coalesce(v_match.o_grace_until <= v_now, false)
     OR p_cell NOT BETWEEN 0 AND 8
     OR substr(v_match.board, p_cell + 1, 1) <> '.' THEN
    RETURN false;
  END IF;
  v_symbol := CASE WHEN v_match.player_x = p_member THEN 'X' ELSE 'O' END;
  v_board := overlay(v_match.board PLACING v_symbol FROM p_cell + 1 FOR 1);
  IF game_board_decided(v_board) THEN
    RETURN false;
  END IF;

  UPDATE game_matches SET
    board = v_board,
    current_turn = CASE WHEN v_symbol = 'X' THEN player_o ELSE player_x END,
    turn_deadline = v_now + make_interval(secs => turn_seconds),
    version = version + 1
  WHERE id = p_match
  RETURNING least(turn_deadline, x_grace_until, o_grace_until) INTO v_run_at;
  -- As scheduleJob moves a unique job: due again at the new time, its failures forgotten. Without
  -- its jobs.scheduled notice: that wakes a runner for a job due before the runner's next look
  -- (at most its poll, a second), and a move's timer is due a whole turn (a second or more) away,
  -- or at a disconnected player's grace, which was announced when it began.
  UPDATE jobs SET run_at = v_run_at, attempts = 0, last_error = NULL, completed_at = NULL,
    failed_at = NULL
  WHERE unique_key = v_timer;

  PERFORM game_match_announce(p_channel, p_match, extract(epoch FROM v_now)::float8 * 1000, false);
  RETURN true;
END
$$;
