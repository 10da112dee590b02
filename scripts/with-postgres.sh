#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on loopback, exported as PALISADE_PG_URL.
# The cluster lives in a temp folder owned by the `postgres` user (initdb refuses root) and is
# removed when the command ends, however it ends.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$PGBIN" ]; then
  echo "PostgreSQL server binaries not found: run 'apt-get install postgresql' (or bash .ci/run)." >&2
  exit 1
fi
PORT=${PALISADE_PG_PORT:-55432}
DIR=$(mktemp -d /tmp/palisade-pg.XXXXXX)
RUNAS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home "$DIR" postgres
  chown postgres "$DIR"
  RUNAS=(runuser -u postgres --)
fi
cleanup() { "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"${RUNAS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U palisade --auth=trust -E UTF8 >/dev/null
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export PALISADE_PG_URL="postgres://palisade@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on $PALISADE_PG_URL (throwaway)" >&2
"$@"
