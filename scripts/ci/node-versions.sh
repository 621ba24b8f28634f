#!/usr/bin/env bash
# Runs the integration tests (the backend and its database drivers over real HTTP, where a Node release
# can change behaviour: http timeouts, crypto, WebAssembly, fetch) on PGlite under the Node LTS lines
# besides the one running npm test. Each Node comes from the npm registry's `node` package, installed
# once into .cache/node/<line>. NODE_LINES overrides the list (e.g. NODE_LINES="24").
set -euo pipefail
cd "$(dirname "$0")/../.."

for line in ${NODE_LINES:-22 24}; do
  prefix=".cache/node/$line"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    npm install --no-audit --no-fund --no-save --prefix "$prefix" "node@$line" >/dev/null
  fi
  bin="$(cd "$prefix/node_modules/.bin" && pwd)"
  echo "Integration tests on PGlite with Node $("$bin/node" --version)"
  PATH="$bin:$PATH" TEST_DATABASE_URL= scripts/test/integration.sh
done
