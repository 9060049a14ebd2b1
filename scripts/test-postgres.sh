#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 server on loopback for the test suite and prints its DATABASE_URL.
# The application connects as "tradeworks", a NON-superuser that owns the database (CREATEDB for per-test
# databases, CREATEROLE for the RLS roles the migrations create), so row-level security really applies.
# Usage: eval "$(scripts/test-postgres.sh start)"; …; scripts/test-postgres.sh stop
set -euo pipefail
PGDIR=${TW_PG_DIR:-/tmp/tradeworks-pg}
PORT=${TW_PG_PORT:-54329}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2; exit 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-start}" in
  start)
    as_postgres "$BIN/pg_ctl -D $PGDIR stop -m immediate" >/dev/null 2>&1 || true
    rm -rf "$PGDIR"; mkdir -p "$PGDIR"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDIR"
    as_postgres "$BIN/initdb -D $PGDIR -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
    as_postgres "$BIN/pg_ctl -D $PGDIR -l $PGDIR/server.log -w -o \"-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off\" start" >/dev/null
    # Databases created later (the test template and its copies) inherit this from template1.
    as_postgres "psql -h 127.0.0.1 -p $PORT -U postgres -d template1 -v ON_ERROR_STOP=1 -q" < "$(dirname "$0")/postgres-leakproof.sql"
    as_postgres "psql -h 127.0.0.1 -p $PORT -U postgres -v ON_ERROR_STOP=1 -q -c \"create role tradeworks login password 'tradeworks' nosuperuser createdb createrole\" -c \"create database tradeworks owner tradeworks\""
    echo "export DATABASE_URL=postgres://tradeworks:tradeworks@127.0.0.1:$PORT/tradeworks"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl -D $PGDIR stop -m fast" >/dev/null 2>&1 || true
    ;;
esac
