#!/usr/bin/env bash
# Installs what the tests need (Debian packages when run as root), builds, starts a throwaway
# PostgreSQL, runs every test suite once and ends with a one-line pass/fail summary.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD

debian_packages=(chromium kannel libnet-smpp-perl tshark postgresql)
if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
  missing=()
  for pkg in "${debian_packages[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if ((${#missing[@]})); then
    echo "==> installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    echo 'wireshark-common wireshark-common/install-setuid boolean false' | debconf-set-selections
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null ||
      { echo "apt-get install failed"; exit 1; }
  fi
else
  echo "==> not root: expecting ${debian_packages[*]} to be installed already"
fi

if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "==> npm ci (better-sqlite3 compiles from source: about two minutes)"
  npm ci --no-audit --no-fund || { echo "npm ci failed"; exit 1; }
fi

echo "==> build"
npm run build || { echo "build failed"; exit 1; }

source scripts/test-postgres.sh
start_test_postgres || { echo "could not start PostgreSQL"; exit 1; }
trap stop_test_postgres EXIT

mkdir -p test-results
# Two vitest runs side by side: the integration and browser suites (one file at a time, mostly
# waiting on sockets and timers) in the background, the unit and console component suites, then
# lint and typecheck, on the other core meanwhile. Their reports are summed at the end.
echo "==> vitest: integration, interoperability and browser suites (in the background)"
npx vitest run --project integration --project browser --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-serial.json >test-results/vitest-serial.log 2>&1 &
serial_pid=$!

echo "==> vitest: unit and console component suites"
npx vitest run --project unit --project web --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-parallel.json
status=$?

echo "==> lint and typecheck"
lint_failed=0
npm run lint >test-results/lint.log 2>&1 || { lint_failed=1; tail -n 40 test-results/lint.log; }
npm run typecheck >test-results/typecheck.log 2>&1 || { lint_failed=1; tail -n 40 test-results/typecheck.log; }

wait "$serial_pid"
serial_status=$?
echo "==> vitest: integration, interoperability and browser suites"
cat test-results/vitest-serial.log

node scripts/test-summary.mjs "$lint_failed" test-results/vitest-parallel.json test-results/vitest-serial.json
summary=$?
((status == 0 && serial_status == 0 && summary == 0)) || exit 1
