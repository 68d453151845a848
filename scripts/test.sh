#!/usr/bin/env bash
# `npm test`: lint, typecheck, then unit and integration tests (vitest) on real PostgreSQL and Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh
echo "== lint";      npx eslint . --max-warnings=0
echo "== typecheck"; npm run --silent typecheck
echo "== tests";     npx vitest run
