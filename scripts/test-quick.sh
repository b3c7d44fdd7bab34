#!/usr/bin/env bash
# The inner loop (`npm run test:quick`): types, lint and the unit tests, side by side, with
# prettier's and eslint's caches (node_modules/.cache), so a second run checks only what changed.
# Not a substitute for `npm test`: no API suites, no build, no browser. eslint's type-aware rules
# see a changed file's dependants only when those change too; `npm test` lints without a cache.
set -euo pipefail
cd "$(dirname "$0")/.."
LOGS="$(mktemp -d /tmp/balance-quick.XXXXXX)"
START=$(date +%s)

run() {
  local name="$1" start rc=0
  shift
  start=$(date +%s)
  "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
  echo "$name $(($(date +%s) - start)) $rc" >"$LOGS/$name.time"
  return "$rc"
}

lint() {
  npx prettier --check --cache --log-level warn . &&
    npx eslint . --cache --cache-location node_modules/.cache/eslint/ --max-warnings 0 &&
    npm run -s lint:cycles && npm run -s lint:folders && npm run -s lint:dead
}

run typecheck npx tsc --noEmit &
run lint lint &
run unit npx vitest run tests/unit &
failed=0
for job in $(jobs -p); do wait "$job" || failed=1; done

for name in typecheck lint unit; do
  read -r _ seconds rc <"$LOGS/$name.time"
  if [ "$rc" -eq 0 ]; then echo "ok      $name (${seconds} s)"; else
    echo "FAILED  $name (${seconds} s):"
    tail -n 60 "$LOGS/$name.log"
  fi
done
echo "total: $(($(date +%s) - START)) s"
exit "$failed"
