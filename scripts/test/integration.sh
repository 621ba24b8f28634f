#!/usr/bin/env bash
# Runs the integration tests on a fresh PGlite per test file and on fresh PostgreSQL databases too: two
# Jest projects of one run (jest.config.js), so that two workers keep both cores busy with files of
# either. The PostgreSQL server is the one TEST_DATABASE_URL names, or else a throwaway one
# (scripts/ci/with-postgres.sh); without Debian's server binaries the run is PGlite's alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -z "${INTEGRATION_POSTGRES_STARTED:-}" ]; then
  INTEGRATION_POSTGRES_STARTED=1 exec scripts/ci/with-postgres.sh "$0" "$@"
fi
projects=(integration)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Integration tests on PGlite (integration) and PostgreSQL (integration-postgres)"
  projects+=(integration-postgres)
else
  echo "Integration tests on PGlite only: no PostgreSQL server (apt-get install -y postgresql, or set TEST_DATABASE_URL)."
fi
# A server or socket a test forgets to close keeps Jest's process alive after the last file has passed
# (the database-outage relay once did, on the PGlite run): --forceExit keeps such a leak from hanging CI,
# and Jest still says so ("Force exiting Jest").
# Jest's default on two cores is one worker, which leaves a core idle while a test waits on the database
# (`-w 1` among the arguments overrides it). The arguments go before --selectProjects, which takes a list.
exec npx jest --maxWorkers=2 --forceExit "$@" --selectProjects "${projects[@]}"
