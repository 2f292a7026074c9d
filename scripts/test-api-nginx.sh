#!/usr/bin/env bash
# npm run test:api:nginx: the API tests against several app instances behind nginx.
#   scripts/test-api-nginx.sh [vitest arguments, e.g. test files]
# Each test file gets TEST_API_INSTANCES instances (default 2) built in the test process on
# one PostgreSQL database, with nginx round robin in front (scripts/nginx-cluster.sh); the
# tests' requests go over HTTP through nginx (tests/api/support/balanced-instances.ts).
# Anything an instance keeps in its own memory that the others must know fails a test.
# Uses TEST_DATABASE_URL's server when set, else a throwaway PostgreSQL of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

# The run's temporary folders (the balancers' among them) in one folder of its own: an
# nginx a test file left running (one that never closed its app) is stopped at the end.
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/hp-api-nginx-run.XXXXXX")
pgdir=""
clean_up() {
  for dir in "$run_dir"/hp-api-nginx-*; do
    [ -f "$dir/nginx.pid" ] && bash scripts/nginx-cluster.sh stop "$dir"
  done
  [ -n "$pgdir" ] && bash scripts/postgres-cluster.sh stop "$pgdir"
  rm -rf "$run_dir"
}
trap clean_up EXIT
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pgdir=$(mktemp -d "${TMPDIR:-/tmp}/hp-pg.XXXXXX")
  TEST_DATABASE_URL=$(bash scripts/postgres-cluster.sh start "$pgdir")
  export TEST_DATABASE_URL
fi
TMPDIR=$run_dir TEST_API_INSTANCES=${TEST_API_INSTANCES:-2} npx vitest run --project api "$@"
