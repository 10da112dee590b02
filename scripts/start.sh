#!/usr/bin/env bash
# `npm start`: the main job. Grows with the service (issue 4): for now it builds the extension.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
npx wxt build
echo "Extension built: load $(pwd)/.output/chrome-mv3 from chrome://extensions (Developer mode > Load unpacked)."
