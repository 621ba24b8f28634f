#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL naming a PostgreSQL server: the one it already names, or else a
# throwaway one started here (postgres.sh) from Debian's server binaries and stopped after the command.
# Without those binaries the command runs without TEST_DATABASE_URL.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  # Stopped again when this script exits (postgres.sh's EXIT trap), so the command is not exec'd.
  source "$(dirname "$0")/postgres.sh"
fi
"$@"
