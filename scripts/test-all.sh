#!/usr/bin/env bash
# npm test: every test tier, in order of speed.
#   1. system packages (Chromium, PostgreSQL, nginx) present, installed with apt as root
#   2. types, lint and format (npm run check)
#   3. generated files not drifted (migrations; OpenAPI is checked by its test)
#   4. unit and API tests on the embedded PGlite
#   5. the same API tests on a throwaway PostgreSQL cluster, and some of them again through
#      nginx in front of two app instances on it
#   6. production build (beside the API tests through nginx), route-tree drift
#   7. browser tests in Chromium; beside them, one after the other: the built server as
#      processes (two instances on PostgreSQL behind nginx, shutdown, a first start from the
#      build's fresh database), then the core journeys in WebKit and Firefox
#      (docs/ARCHITECTURE.md, "Browser engines")
set -euo pipefail
cd "$(dirname "$0")/.."

results=.tmp/results
rm -rf "$results" && mkdir -p "$results"
step() { printf '\n=== %s\n' "$*"; }

step "system packages"
bash scripts/system-deps.sh engines

step "types, lint, format"
npm run --silent check

step "migrations match the schema"
before=$(git status --porcelain -- src/server/db/migrations)
npx drizzle-kit generate --name drift_check >/dev/null
after=$(git status --porcelain -- src/server/db/migrations)
if [ "$before" != "$after" ]; then
  echo "src/server/db/schema.ts changed without a migration: run 'npm run db:generate' and commit it." >&2
  exit 1
fi

step "unit and API tests (PGlite)"
# The outbox property test (tests/api/outbox-property.test.ts) does its full 25 × 400
# operations on PostgreSQL below, where each request costs a third of PGlite's; here a
# 5-run pass checks the same code on the embedded database and keeps the suite short.
OUTBOX_FUZZ_RUNS=5 npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

step "API tests (PostgreSQL)"
pgdir=$(mktemp -d "${TMPDIR:-/tmp}/hp-pg.XXXXXX")
trap 'bash scripts/postgres-cluster.sh stop "$pgdir"' EXIT
TEST_DATABASE_URL=$(bash scripts/postgres-cluster.sh start "$pgdir")
TEST_DATABASE_URL=$TEST_DATABASE_URL npx vitest run --project api \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"

# The production build runs beside the API tests through nginx, which build their apps from
# the sources: neither fills the two cores alone. Its output is printed when it ends.
build_log="$results/build.log"
npm run --silent build >"$build_log" 2>&1 &
build=$!
trap 'kill "$build" 2>/dev/null || true; bash scripts/postgres-cluster.sh stop "$pgdir"' EXIT

step "API tests through nginx, two instances (PostgreSQL)"
# The whole API suite passes this way too (npm run test:api:nginx) but takes as long again
# as the step above; here the files about what instances must share: the outbox property
# test (5 runs, as on PGlite), rate limits and login delays, tokens and sign-ins (signing
# keys, refresh families), idempotency records and sync batches, concurrent collecting,
# and media on both stores.
OUTBOX_FUZZ_RUNS=5 TEST_DATABASE_URL=$TEST_DATABASE_URL bash scripts/test-api-nginx.sh \
  tests/api/outbox-property.test.ts tests/api/auth-rate-limit.test.ts \
  tests/api/auth-login-delays.test.ts tests/api/auth-tokens.test.ts \
  tests/api/auth-sessions-and-password.test.ts tests/api/idempotency.test.ts \
  tests/api/sync-batch.test.ts tests/api/collection-concurrency.test.ts \
  tests/api/visit-photo-files.test.ts \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-nginx.json"
bash scripts/postgres-cluster.sh stop "$pgdir"
trap - EXIT

step "build"
build_status=0
wait "$build" || build_status=$?
cat "$build_log"
[ "$build_status" = 0 ] || { echo "the build failed (exit $build_status)" >&2; exit 1; }
if [ "${CI:-}" = "true" ] && ! git diff --quiet -- src/client/routeTree.gen.ts; then
  echo "src/client/routeTree.gen.ts is out of date: run 'npm run build' and commit it." >&2
  exit 1
fi

# The last three tiers wait on browsers, timers and child processes more than they compute:
# none of them alone keeps the two cores busy. So the built server's processes and the other
# engines run beside the Chromium tier, on ports and data folders of their own; their output
# is kept and printed when they end.
besides_log="$results/beside-chromium.log"
(
  set -euo pipefail
  step "several instances behind nginx, shutdown, first start (built server)"
  npx vitest run --config tests/cluster/vitest.config.ts \
    --reporter=default --reporter=json --outputFile.json="$results/vitest-cluster.json"
  step "browser tests (WebKit and Firefox)"
  xvfb-run -a -s '-screen 0 1440x1000x24' npx vitest run --config tests/engines/vitest.config.ts \
    --reporter=default --reporter=json --outputFile.json="$results/engines.json"
) >"$besides_log" 2>&1 &
besides=$!
trap 'kill "$besides" 2>/dev/null || true' EXIT

step "browser tests (Chromium)"
chromium_status=0
CI=true npx playwright test || chromium_status=$?

besides_status=0
wait "$besides" || besides_status=$?
trap - EXIT
cat "$besides_log"
if [ "$chromium_status" != 0 ] || [ "$besides_status" != 0 ]; then
  echo "browser tests failed (Chromium: exit $chromium_status; built server and other engines: exit $besides_status)" >&2
  exit 1
fi

step "summary"
node scripts/test-summary.mjs "$results"
