# Sourced by test-all.sh: a throwaway PostgreSQL cluster on loopback for the integration tests.
# Exports TEST_DATABASE_URL; each test file creates (and drops) its own database inside it.
# By hand: source scripts/test-postgres.sh && start_test_postgres   ...   stop_test_postgres

start_test_postgres() {
  if [[ -n ${PG_DIR:-} && -n ${TEST_DATABASE_URL:-} ]]; then
    echo "==> PostgreSQL already running: $TEST_DATABASE_URL"
    return 0
  fi
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [[ -n $bin ]] || { echo "PostgreSQL is not installed"; return 1; }
  PG_DIR=$(mktemp -d /tmp/routelab-pg.XXXXXX)
  PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  local as=()
  if [[ $(id -u) == 0 ]]; then
    chown postgres "$PG_DIR"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U routelab --auth=trust >/dev/null || return 1
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null || return 1
  PG_AS=("${as[@]}")
  PG_BIN=$bin
  export TEST_DATABASE_URL="postgres://routelab@127.0.0.1:$PG_PORT/postgres"
  echo "==> PostgreSQL on 127.0.0.1:$PG_PORT (TEST_DATABASE_URL=$TEST_DATABASE_URL)"
}

stop_test_postgres() {
  [[ -n ${PG_DIR:-} ]] || return 0
  "${PG_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$PG_DIR"
  unset PG_DIR TEST_DATABASE_URL
}
