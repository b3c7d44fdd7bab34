#!/usr/bin/env bash
# Runs a command with the Neon serverless driver (DATABASE_DRIVER=neon) talking to PostgreSQL
# through a local WebSocket-to-TCP proxy (scripts/neon-ws-proxy.mjs), the setup Neon documents
# for local development. Compose it outside scripts/with-postgres.sh, so the migrations too run
# through the Neon driver:
#   bash scripts/with-neon-proxy.sh bash scripts/with-postgres.sh npx vitest run tests/api/tasks.test.ts
# Fails when the command succeeded but no connection went through the proxy (the wrong driver ran).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${NEON_PROXY_PORT:-54331}"
COUNT_FILE="$(mktemp /tmp/balance-neon-proxy.XXXXXX)"
node scripts/neon-ws-proxy.mjs "$PORT" "$COUNT_FILE" &
PROXY_PID=$!
stop_proxy() { kill -TERM "$PROXY_PID" 2>/dev/null || true; wait "$PROXY_PID" 2>/dev/null || true; }
trap 'stop_proxy; rm -f "$COUNT_FILE"' EXIT
for _ in $(seq 1 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.1
done

export DATABASE_DRIVER=neon
export NEON_WS_PROXY="127.0.0.1:$PORT"
"$@"
stop_proxy
CARRIED="$(cat "$COUNT_FILE" 2>/dev/null || echo 0)"
echo "[neon-proxy] carried $CARRIED WebSocket connections"
if [ "${CARRIED:-0}" -lt 1 ]; then
  echo "No connection went through the Neon driver's proxy: the queries did not use @neondatabase/serverless." >&2
  exit 1
fi
