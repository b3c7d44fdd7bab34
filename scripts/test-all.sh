#!/usr/bin/env bash
# The whole test suite (`npm test`): types first, then two lanes side by side:
#   A: the production build, then everything that runs on it (headers, page weight, load, faults,
#      several instances, the browser tests): built once, used by all;
#   B: lint, then the unit and API suites on the embedded database, on a real PostgreSQL, and
#      through the Neon driver; then the browser tests lane A has not reached.
# Both lanes end on the browser tests, which they share as a queue: each runs the list against its
# own server and a spec file belongs to the first lane to reach it (tests/e2e/lane-share.ts), so
# the lanes finish together. The lanes share nothing else (their own ports and data folders), and
# each stage's time is printed in a table at the end, also when a stage fails. TEST_SERIAL=1 runs
# the lanes one after the other (easier to read when hunting a failure). Why this shape:
# docs/decisions/test-loop.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh

LOGS="$(mktemp -d /tmp/balance-test-logs.XXXXXX)"
TIMES="$LOGS/times"
: >"$TIMES"
SUITE_START=$(date +%s)
# The whole machine's busy CPU seconds (every process: browsers and servers too), from /proc/stat.
machine_busy() { awk '/^cpu / { printf "%d", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat; }
MACHINE_START=$(machine_busy)

# The CPU seconds (user + system) that this shell's finished commands, and what they waited for,
# have used so far, into CPU_NOW. Bash's `times` is written to a file: in a command substitution
# it would run in a subshell, which has no children of its own yet.
cpu_now() {
  local file="$LOGS/cpu.$BASHPID"
  times >"$file"
  CPU_NOW=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, "m"); sub("s", "", t[2]); s += t[1] * 60 + t[2] } printf "%d", s }' "$file")
}

# stage <lane> <title> <command...>: runs one stage, records its wall time, its CPU time and its
# outcome. The CPU time says what a stage costs when the two lanes share the cores (the wall time
# says how long it waited as well). Inside a lane every call ends in `|| return`: a lane runs where
# `set -e` is off (`(lane_a) || rc=...`).
stage() {
  local lane="$1" title="$2"
  shift 2
  local start cpu_start rc=0
  start=$(date +%s)
  cpu_now
  cpu_start=$CPU_NOW
  echo "== [$lane] $title"
  "$@" || rc=$?
  cpu_now
  printf '%s\t%s\t%s\t%s\t%s\n' "$lane" "$title" "$(($(date +%s) - start))" "$rc" \
    "$((CPU_NOW - cpu_start))" >>"$TIMES"
  return "$rc"
}

print_table() {
  echo
  echo "== timing (seconds of wall time and of CPU; lanes A and B ran side by side)"
  awk -F'\t' '{ printf "  %-2s %-62s %6d %6d  %s\n", $1, $2, $3, $5, ($4 == 0 ? "ok" : "FAILED (exit " $4 ")") }' "$TIMES"
  echo "  total wall time: $(($(date +%s) - SUITE_START)) s"
  awk -F'\t' '{ s += $5 } END { printf "  CPU time of the stages'"'"' own commands: %d s\n", s }' "$TIMES"
  # Every process's CPU, the browsers' and servers' as well (the stages' count misses the
  # processes no command waited for, most of the browser tests' Chromium among them), spread over
  # the cores: no wall time can be shorter than this on this machine.
  local busy=$(($(machine_busy) - MACHINE_START)) cores
  cores=$(nproc)
  echo "  busy CPU of the whole machine: $busy s, $((busy / cores)) s on each of $cores cores"
}
# What failed, repeated at the very end: a CI log often keeps only its last lines, and the browser
# tests' own summary scrolls away under lane B's output.
print_failures() {
  local log
  for log in "$LOGS/lane-a.log" "$LOGS/lane-b.log"; do
    [ -f "$log" ] || continue
    grep -qE '^\s+[0-9]+\) \[chromium\]|FAIL ' "$log" || continue
    echo
    echo "== failures in $(basename "$log" .log) (first lines of each)"
    grep -E -A14 '^\s+[0-9]+\) \[chromium\]|^.{0,20}FAIL .*>' "$log" | grep -vE '^\s*$' | head -n 160
  done
}
finish() {
  print_failures
  print_table
}
trap finish EXIT

# The browser tests' queue (tests/e2e/lane-share.ts) and the build's outcome lane B waits for.
export E2E_QUEUE_DIR="$LOGS/e2e-queue"
mkdir -p "$E2E_QUEUE_DIR"
BUILT="$LOGS/build.ok"
BUILD_FAILED="$LOGS/build.failed"

# browser_tests <lane> <port>: the lane's share of the browser tests, on its own server, data
# folder and results folder (Playwright empties its results folder when it starts).
browser_tests() {
  env E2E_LANE="$1" E2E_PORT="$2" E2E_DATA_DIR=".data-e2e-$1" E2E_OUTPUT_DIR="test-results/lane-$1" \
    npx playwright test
}

lane_a() {
  stage A "production build" env SKIP_BUILD_TYPECHECK=1 npx next build || {
    touch "$BUILD_FAILED"
    return 1
  }
  touch "$BUILT"
  stage A "security headers under next start" \
    env REQUIRE_BUILD=1 npx vitest run tests/api/security-headers-server.test.ts || return
  stage A "page-weight budget (against a blank Next page)" npm run -s test:page-weight || return
  stage A "load (50 clients, short form)" env LOAD_SECONDS=10 npm run -s test:load || return
  stage A "faults (database outage, AI down, Stripe)" npm run -s test:faults || return
  stage A "several instances (three servers, PostgreSQL, s3rver)" \
    env CLUSTER_SECONDS=10 npm run -s test:cluster || return
  stage A "end-to-end (Chromium, desktop and phone), lane A's share" browser_tests A 3100 || return
}

lane_b() {
  # Its own PostgreSQL port: lane A's cluster run starts one on the default port.
  export PG_TEST_PORT=54339
  # The headers test runs on lane A's build, in lane A (here it would race the build for it).
  local own=(--exclude tests/api/security-headers-server.test.ts)
  stage B "lint (prettier, eslint, cycles, folder loops, dead code)" npm run -s lint || return
  stage B "unit and API (embedded Postgres)" npx vitest run "${own[@]}" || return
  stage B "API on a real PostgreSQL (pg driver)" \
    bash scripts/with-postgres.sh npx vitest run tests/api "${own[@]}" || return
  stage B "data layer through the Neon driver" bash scripts/test-neon.sh || return
  # Run one after the other, lane A has run every browser test by now.
  [ "${TEST_SERIAL:-}" = "1" ] && return 0
  # The browser tests need lane A's build.
  while [ ! -e "$BUILT" ]; do
    [ -e "$BUILD_FAILED" ] && return 1
    sleep 2
  done
  stage B "end-to-end (Chromium, desktop and phone), lane B's share" browser_tests B 3200 || return
}

# Types first, alone: a type error fails the suite in a minute, not after the build.
stage - "typecheck" npx tsc --noEmit

if [ "${TEST_SERIAL:-}" = "1" ]; then
  (lane_a) 2>&1 | tee "$LOGS/lane-a.log"
  (lane_b) 2>&1 | tee "$LOGS/lane-b.log"
  exit 0
fi

# Lane B writes to a log shown when it ends, so the two lanes' lines do not interleave.
(lane_b) >"$LOGS/lane-b.log" 2>&1 &
LANE_B=$!
rc_a=0
(lane_a) 2>&1 | tee "$LOGS/lane-a.log" || rc_a=$?
rc_b=0
wait "$LANE_B" || rc_b=$?
echo
echo "== lane B's output (unit and API suites)"
if [ "$rc_b" -eq 0 ]; then tail -n 40 "$LOGS/lane-b.log"; else cat "$LOGS/lane-b.log"; fi
[ "$rc_a" -eq 0 ] && [ "$rc_b" -eq 0 ]
