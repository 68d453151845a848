#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and integration tests (vitest) on real PostgreSQL and Redis, then the
# Playwright end-to-end suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -f /etc/debian_version ]; then
    echo "Installing chromium..."
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    [ -x /usr/bin/chromium ] && return 0
  fi
  echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium. Install it (sudo apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary." >&2
  return 1
}
[ -n "${CHROMIUM_PATH:-}" ] || ensure_chromium

echo "== lint";      npx eslint . --max-warnings=0
echo "== typecheck"; npm run --silent typecheck
echo "== tests";     npx vitest run
echo "== e2e";       npm run --silent test:e2e
