#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and integration tests (vitest) on real PostgreSQL and Redis, then the
# Playwright end-to-end suite in Debian's Chromium. At the end it lists every test that did not run and
# why; when a stage fails, it says which later stages did not run (and exits with the failure's code).
set -euo pipefail
cd "$(dirname "$0")/.."

STAGES=(services chromium lint typecheck tests e2e)
current=
mkdir -p "${TEST_REPORTS_DIR:-test-results}"
REPORTS=$(cd "${TEST_REPORTS_DIR:-test-results}" && pwd)
export TEST_REPORTS_DIR=$REPORTS
rm -f "$REPORTS/vitest.json" "$REPORTS/e2e.json"

finish() {
  local code=$?
  trap - EXIT
  if [ -n "$current" ] && [ "$code" -ne 0 ]; then
    local later=() seen=
    for s in "${STAGES[@]}"; do
      [ -n "$seen" ] && later+=("$s")
      [ "$s" = "$current" ] && seen=1
    done
    echo "== stage '$current' failed (exit $code)" >&2
    if [ ${#later[@]} -gt 0 ]; then
      echo "== did not run: ${later[*]}" >&2
    fi
  fi
  npx tsx scripts/skipped-tests.ts "$REPORTS/vitest.json" "$REPORTS/e2e.json" || true
  exit "$code"
}
trap finish EXIT

stage() { current=$1; shift; echo "== $current"; "$@"; }

ensure_chromium() {
  [ -n "${CHROMIUM_PATH:-}" ] && return 0
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

stage services  bash scripts/ensure-services.sh
stage chromium  ensure_chromium
stage lint      npx eslint . --max-warnings=0
stage typecheck npm run --silent typecheck
stage tests     npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
stage e2e       npm run --silent test:e2e
current=
