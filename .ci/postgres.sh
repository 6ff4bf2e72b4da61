# Throw-away PostgreSQL on loopback for the server tests (sourced by .ci/run).
#   start_test_postgres  -> initdb into a temp dir, start on 127.0.0.1:$KAMAO_PG_PORT, create
#                           kamao_test, export TEST_DATABASE_URL
#   stop_test_postgres   -> stop it and remove the directory (safe to call twice)
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user
# (created when missing).

KAMAO_PG_PORT="${KAMAO_PG_PORT:-}"
KAMAO_PG_DIR=""
KAMAO_PG_BIN=""

find_postgres_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/postgres" ]]; then
    echo "$dir"
  fi
}

as_postgres_owner() {
  if [[ "$(id -u)" == "0" ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# The first port from 54329 that nothing listens on (a developer's own server may hold one).
free_loopback_port() {
  local port
  for port in $(seq 54329 54399); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  return 1
}

start_test_postgres() {
  if [[ -z "$KAMAO_PG_PORT" ]]; then
    KAMAO_PG_PORT="$(free_loopback_port)" || return 1
  fi
  KAMAO_PG_BIN="$(find_postgres_bin)"
  if [[ -z "$KAMAO_PG_BIN" ]]; then
    echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin" >&2
    return 1
  fi
  if [[ "$(id -u)" == "0" ]] && ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin postgres ||
      return 1
  fi
  KAMAO_PG_DIR="$(mktemp -d /tmp/kamao-pg.XXXXXX)" || return 1
  if [[ "$(id -u)" == "0" ]]; then
    chown postgres: "$KAMAO_PG_DIR" || return 1
  fi
  echo "== PostgreSQL $("$KAMAO_PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$KAMAO_PG_PORT ($KAMAO_PG_DIR)"
  as_postgres_owner "$KAMAO_PG_BIN/initdb" --pgdata="$KAMAO_PG_DIR/data" --username=postgres \
    --auth=trust --encoding=UTF8 --no-locale --no-sync >"$KAMAO_PG_DIR/initdb.log" 2>&1 || {
    cat "$KAMAO_PG_DIR/initdb.log" >&2
    return 1
  }
  # Throw-away data: durability settings off for speed; enough connections for the
  # concurrency tests (each test file opens its own pool).
  as_postgres_owner "$KAMAO_PG_BIN/pg_ctl" --pgdata="$KAMAO_PG_DIR/data" --log="$KAMAO_PG_DIR/server.log" \
    --wait --timeout=60 \
    -o "-c listen_addresses=127.0.0.1 -p $KAMAO_PG_PORT -k $KAMAO_PG_DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || {
    cat "$KAMAO_PG_DIR/server.log" >&2
    return 1
  }
  "$KAMAO_PG_BIN/createdb" --host=127.0.0.1 --port="$KAMAO_PG_PORT" --username=postgres kamao_test ||
    return 1
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$KAMAO_PG_PORT/kamao_test"
}

stop_test_postgres() {
  if [[ -n "$KAMAO_PG_DIR" && -d "$KAMAO_PG_DIR/data" ]]; then
    as_postgres_owner "$KAMAO_PG_BIN/pg_ctl" --pgdata="$KAMAO_PG_DIR/data" --mode=fast --wait stop \
      >/dev/null 2>&1 || true
  fi
  if [[ -n "$KAMAO_PG_DIR" ]]; then
    rm -rf "$KAMAO_PG_DIR"
  fi
  KAMAO_PG_DIR=""
}
