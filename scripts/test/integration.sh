#!/usr/bin/env bash
# Runs the integration tests on a fresh PGlite per test file and, when TEST_DATABASE_URL points at a
# PostgreSQL server (as in .ci/run), once more on fresh PostgreSQL databases.
set -euo pipefail
# A server or socket a test forgets to close keeps Jest's process alive after the last file has passed
# (the database-outage relay once did, on the PGlite run): --forceExit keeps such a leak from hanging CI,
# and Jest still says so ("Force exiting Jest").
jest_options=(--selectProjects integration --forceExit)

echo "Integration tests on PGlite"
TEST_DB=pglite npx jest "${jest_options[@]}" "$@"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Integration tests on PostgreSQL"
  TEST_DB=postgres npx jest "${jest_options[@]}" "$@"
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run (.ci/run sets it)."
fi
