#!/usr/bin/env bash
# `npm run bench [section...]`: every figure on PGlite and, through a throwaway cluster unless
# PALISADE_PG_URL is already set, on PostgreSQL. Progress goes to stderr; stdout is one JSON object.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${PALISADE_PG_URL:-}" ]; then exec npx tsx tests/bench/run.ts "$@"; fi
exec scripts/with-postgres.sh npx tsx tests/bench/run.ts "$@"
