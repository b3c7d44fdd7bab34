#!/usr/bin/env bash
# The production driver, tested for real: the API suites of the data layer (transactions, tasks
# with recurrence, undo/restore, idempotency, reviews, account deletion and export, the open-task
# cap, sessions) run through @neondatabase/serverless's Pool against a real PostgreSQL, via a
# local WebSocket-to-TCP proxy. The migrations run through it too (with-postgres.sh runs them
# inside the proxy's environment). The whole API suite already runs on PostgreSQL through `pg`.
set -euo pipefail
cd "$(dirname "$0")/.."
SUITES=(
  tests/api/tasks.test.ts
  tests/api/task-dates.test.ts
  tests/api/tasks-list.test.ts
  tests/api/undo.test.ts
  tests/api/idempotency.test.ts
  tests/api/reviews.test.ts
  tests/api/account.test.ts
  tests/api/account-export.test.ts
  tests/api/open-task-cap.test.ts
  tests/api/journals.test.ts
  tests/api/vision-boards.test.ts
  tests/api/settings.test.ts
  tests/api/referral-farming.test.ts
  tests/api/session-revocation.test.ts
  tests/api/password-reset.test.ts
)
exec bash scripts/with-neon-proxy.sh bash scripts/with-postgres.sh npx vitest run "${SUITES[@]}" "$@"
