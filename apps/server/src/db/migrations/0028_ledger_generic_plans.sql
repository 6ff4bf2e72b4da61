-- ledger_post_movement's statements take parameters (the legs, the changed accounts' ids), so
-- PostgreSQL planned some of them again on every call, a custom plan each time: measured with
-- pgbench on two cores, planning was a third of the function's cost (3,000 movements a second
-- at 10 connections; 4,700 with the plans kept). Every statement in it finds its rows by an
-- index whatever the values (checked with auto_explain), so the plan made once serves every call.
ALTER FUNCTION ledger_post_movement(jsonb, text) SET plan_cache_mode = force_generic_plan;
