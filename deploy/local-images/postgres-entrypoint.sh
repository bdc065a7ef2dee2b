#!/bin/sh
# The official postgres image's contract, as much of it as compose.yaml uses: an empty PGDATA is
# initialised with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB (created unless "postgres"),
# then the command runs.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$password_file"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p ${PGPORT:-5432}" -w start >/dev/null
  if [ "${POSTGRES_DB:-$POSTGRES_USER}" != "postgres" ]; then
    psql -p "${PGPORT:-5432}" -U "$POSTGRES_USER" -d postgres -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$POSTGRES_DB\"" >/dev/null
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$@"
