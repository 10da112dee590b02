#!/usr/bin/env bash
# `npm start`: the main job on the embedded database. Installs dependencies when missing, starts the
# Threat API on PGlite in ./data (migrations run on open; seed/demo.json is loaded only into an empty
# database), waits for /healthz, builds the extension pointed at this service with the demo key, and
# prints the address, the key and where to load the extension. Ctrl-C stops the service.
#   PORT (default 8787), PALISADE_DB (default ./data), PALISADE_DEMO_KEY (default: the seed's acme key)
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${PORT:-8787}
DB=${PALISADE_DB:-./data}
KEY=${PALISADE_DEMO_KEY:-cp_live_demoacmeorgkeyaaaaaaaaaaaaaa}
API="http://127.0.0.1:${PORT}/v2"
LOG=${PALISADE_LOG:-./data-server.log}

if [ ! -d node_modules ]; then
  echo "== installing dependencies"
  npm ci --no-audit --no-fund || npm install --no-audit --no-fund  # see .ci/run on the lock file
fi

echo "== starting the service on ${API} (database: ${DB}, log: ${LOG})"
npx tsx src/server/cli/main.ts serve --port "$PORT" --db "$DB" --seed seed/demo.json >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' INT TERM EXIT

# Node's fetch rather than curl: one less tool a fresh machine must have.
healthy() { node -e "fetch('http://127.0.0.1:${PORT}/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; }
for _ in $(seq 1 120); do
  if healthy; then break; fi
  if ! kill -0 "$SERVER" 2>/dev/null; then
    echo "The service did not start:" >&2
    tail -n 20 "$LOG" >&2
    exit 1
  fi
  sleep 0.5
done
healthy || { echo "The service did not answer /healthz" >&2; exit 1; }

echo "== building the extension against ${API}"
WXT_API_URL="$API" WXT_API_KEY="$KEY" npx wxt build

cat <<INFO

Palisade is running.
  Threat API:    ${API}   (OpenAPI: ${API}/openapi.json, liveness: http://127.0.0.1:${PORT}/healthz)
  Demo API key:  ${KEY}   (organization "acme"; more demo keys in seed/demo.json, docs/seed.md)
  Try:           curl -s -H 'X-API-KEY: ${KEY}' -H 'content-type: application/json' \\
                   -d '{"type":"URL","content":"scam-demo.test"}' ${API}/asset/check
  Extension:     load $(pwd)/.output/chrome-mv3 in chrome://extensions (Developer mode > Load unpacked)
  Service log:   ${LOG}

Press Ctrl-C to stop the service.
INFO
trap - EXIT
wait "$SERVER"
