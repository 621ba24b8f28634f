#!/usr/bin/env bash
# Source this file: starts a throwaway PostgreSQL cluster on 127.0.0.1 for the integration tests,
# exports TEST_DATABASE_URL and stops the cluster when the calling shell exits.
# Debian's server refuses to run as root, so as root the cluster runs as the postgres user.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  return 1
fi
pg_port=${TEST_POSTGRES_PORT:-55432}
pg_dir=$(mktemp -d /tmp/portal-postgres.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" --auth=trust -U postgres -E UTF8 >/dev/null
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
stop_test_postgres() { "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1; rm -rf "$pg_dir"; }
trap stop_test_postgres EXIT
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') for tests at $TEST_DATABASE_URL"
