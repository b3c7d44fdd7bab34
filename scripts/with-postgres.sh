#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (Debian's package) on a loopback port,
# with DATABASE_URL set and migrations applied: the production driver path (pg), not PGlite.
# fsync is off for tests; PG_FSYNC=on (the bench) makes commits durable, as in production.
#   bash scripts/with-postgres.sh npx vitest run tests/api
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bash scripts/ensure-postgres.sh
BIN="$(pg_bin)"
PORT="${PG_TEST_PORT:-54329}"
DIR="$(mktemp -d /tmp/balance-pg.XXXXXX)"

# The server refuses to run as root: use the postgres system user then.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"

as_pg "$BIN/initdb" -D "$DIR/data" -A trust -U balance >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-off} -c max_connections=200" start >/dev/null
cleanup() { as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT

export DATABASE_URL="postgres://balance@127.0.0.1:$PORT/postgres"
# One process with a lasting disk: images on disk (tests that want the S3 store say IMAGE_STORE=s3).
export IMAGE_STORE="${IMAGE_STORE:-disk}"
export AUTH_SECRET="${AUTH_SECRET:-pg-test-secret-pg-test-secret-0123456789ab}"
npm run -s db:migrate
"$@"
