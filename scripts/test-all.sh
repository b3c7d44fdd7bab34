#!/usr/bin/env bash
# The whole test suite: types, unit + API integration (PGlite), then end-to-end on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh

echo "== typecheck and lint"
npx tsc --noEmit
npm run -s lint

echo "== unit and API integration tests (embedded Postgres)"
npx vitest run

echo "== API integration tests on a real PostgreSQL server (pg driver)"
bash scripts/with-postgres.sh npx vitest run tests/api

echo "== the data layer through the Neon serverless driver (local WebSocket proxy, real PostgreSQL)"
bash scripts/test-neon.sh

echo "== production build"
SKIP_BUILD_TYPECHECK=1 npx next build

echo "== security headers under next start (the server hook, on the build just made)"
REQUIRE_BUILD=1 npx vitest run tests/api/security-headers-server.test.ts

echo "== page-weight budget (initial JavaScript against a blank Next page built now)"
npm run -s test:page-weight

echo "== end-to-end tests (Chromium)"
npx playwright test

echo "== load test (production build, 50 clients, short form)"
LOAD_SECONDS=10 npm run -s test:load

echo "== fault tests (database outage, AI provider down, Stripe coverage)"
npm run -s test:faults

echo "== several instances (three servers, one PostgreSQL, s3rver)"
CLUSTER_SECONDS=10 npm run -s test:cluster
