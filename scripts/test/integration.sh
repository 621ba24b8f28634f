#!/usr/bin/env bash
# Runs the integration tests on a fresh PGlite per test file and, when TEST_DATABASE_URL points at a
# PostgreSQL server (as in .ci/run), on fresh PostgreSQL databases too: two Jest projects of one run
# (jest.config.js), so that two workers keep both cores busy with files of either.
set -euo pipefail
# A server or socket a test forgets to close keeps Jest's process alive after the last file has passed
# (the database-outage relay once did, on the PGlite run): --forceExit keeps such a leak from hanging CI,
# and Jest still says so ("Force exiting Jest").
projects=(integration)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Integration tests on PGlite (integration) and PostgreSQL (integration-postgres)"
  projects+=(integration-postgres)
else
  echo "Integration tests on PGlite. TEST_DATABASE_URL is not set: no PostgreSQL run (.ci/run sets it)."
fi
# Jest's default on two cores is one worker, which leaves a core idle while a test waits on the database
# (`-w 1` among the arguments overrides it). The arguments go before --selectProjects, which takes a list.
exec npx jest --maxWorkers=2 --forceExit "$@" --selectProjects "${projects[@]}"
