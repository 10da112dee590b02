#!/usr/bin/env bash
# `npm test`: everything a change must pass (DESIGN.md §5): types, lint, unit and server tests on PGlite
# and on a throwaway PostgreSQL, then the end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx eslint .
echo "== unit + server tests (PGlite and PostgreSQL)"
scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json
if ls tests/e2e/*.spec.ts >/dev/null 2>&1; then
  echo "== end-to-end tests (Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
fi
node scripts/test-summary.mjs
