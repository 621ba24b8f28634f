#!/usr/bin/env bash
# The suite on the Node LTS lines besides the one running npm test: the unit tests and the integration
# tests (the backend and its database drivers over real HTTP, where a Node release can change behaviour:
# http timeouts, crypto, WebAssembly, fetch) on PGlite, and with NODE_E2E=1 the production build and
# the Playwright suite too. Each Node comes from the npm registry's `node` package, installed once into
# .cache/node/<line>. NODE_LINES overrides the list (e.g. NODE_LINES="24"). A CI job of its own: the
# whole suite once per line would not fit into npm test's time budget.
set -euo pipefail
cd "$(dirname "$0")/../.."

for line in ${NODE_LINES:-22 24}; do
  prefix=".cache/node/$line"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    npm install --no-audit --no-fund --no-save --prefix "$prefix" "node@$line" >/dev/null
  fi
  bin="$(cd "$prefix/node_modules/.bin" && pwd)"
  echo "The suite with Node $("$bin/node" --version)"
  PATH="$bin:$PATH" npx jest --selectProjects unit
  PATH="$bin:$PATH" npx jest --maxWorkers=2 --forceExit --selectProjects integration
  if [ "${NODE_E2E:-}" = 1 ]; then
    # A separate build folder, so that the default build stays the one of npm test's Node.
    PATH="$bin:$PATH" NEXT_DIST_DIR=".next-node$line" npx playwright test
  fi
done
