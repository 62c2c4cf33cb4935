#!/usr/bin/env bash
# Installs what the tests need (Debian packages when run as root), starts a throwaway PostgreSQL,
# builds while the first suites run, runs every test suite once and ends with a one-line pass/fail
# summary.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD

debian_packages=(chromium kannel libnet-smpp-perl tshark postgresql)
# Debian's packages install while npm ci compiles: the two do not touch each other's files.
apt_pid=
if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
  missing=()
  for pkg in "${debian_packages[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if ((${#missing[@]})); then
    echo "==> installing Debian packages (in the background): ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    echo 'wireshark-common wireshark-common/install-setuid boolean false' | debconf-set-selections
    mkdir -p test-results
    { apt-get update -qq && apt-get install -y -qq "${missing[@]}"; } >test-results/apt.log 2>&1 &
    apt_pid=$!
  fi
else
  echo "==> not root: expecting ${debian_packages[*]} to be installed already"
fi

if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "==> npm ci (better-sqlite3 compiles from source: about two minutes)"
  npm ci --no-audit --no-fund || { echo "npm ci failed"; exit 1; }
fi

if [[ -n $apt_pid ]] && ! wait "$apt_pid"; then
  tail -n 20 test-results/apt.log
  echo "apt-get install failed"
  exit 1
fi

source scripts/test-postgres.sh
start_test_postgres || { echo "could not start PostgreSQL"; exit 1; }
trap stop_test_postgres EXIT

mkdir -p test-results
# Three vitest runs side by side, their reports summed at the end. The integration and browser
# suites run one file at a time and mostly wait on sockets, timers and child processes; the unit
# and console component suites are one worker on the CPU. Each run gets about a third of the
# work. Files of different runs do not meet: every port is a free one picked at start, every
# PostgreSQL database a fresh one.
#   - the integration suite but the SMPP package's and the server's SMSC gateway files (the
#     server's own, from sources): starts at once;
#   - the unit and console component suites (sources too): start at once, in two workers (the
#     other runs mostly wait on sockets and child processes, leaving a core idle at times);
#   - the browser suite (the built app), the SMPP package's files and the server's SMSC gateway
#     files: after the build.
# The first excludes what the last picks, so that every file runs once (a new one in the first).
smpp_tests=packages/smpp/test/
gateway_tests=apps/server/test/smsc-
# Run in the background, vitest itself in place of the subshell (not through npx, which would
# not pass a kill on): a failed build stops the suites already running.
run_vitest() {
  local name=$1
  shift
  exec node_modules/.bin/vitest run "$@" --reporter=default --reporter=json \
    --outputFile.json="test-results/vitest-$name.json" >"test-results/vitest-$name.log" 2>&1
}

echo "==> vitest: server integration suite (in the background)"
run_vitest server --project integration --project integration-isolated --exclude "$smpp_tests**" --exclude "$gateway_tests*" &
server_pid=$!
echo "==> vitest: unit and console component suites (in the background)"
run_vitest parallel --project unit --project web --project web-isolated --maxWorkers=2 &
parallel_pid=$!

echo "==> build"
npm run build || { echo "build failed"; kill "$server_pid" "$parallel_pid"; exit 1; }

echo "==> vitest: browser, SMPP and SMSC gateway suites (in the background)"
run_vitest serial --project browser --project integration apps/web/test/ "$smpp_tests" \
  "$gateway_tests" &
serial_pid=$!

# Lint and typecheck while the suites run: typecheck after the build, whose outputs it reuses.
echo "==> lint and typecheck"
lint_failed=0
npm run lint >test-results/lint.log 2>&1 || { lint_failed=1; tail -n 40 test-results/lint.log; }
npm run typecheck >test-results/typecheck.log 2>&1 || { lint_failed=1; tail -n 40 test-results/typecheck.log; }

wait "$parallel_pid"
status=$?
wait "$server_pid"
server_status=$?
wait "$serial_pid"
serial_status=$?
echo "==> vitest: unit and console component suites"
cat test-results/vitest-parallel.log
echo "==> vitest: server integration suite"
cat test-results/vitest-server.log
echo "==> vitest: browser, SMPP and SMSC gateway suites"
cat test-results/vitest-serial.log

node scripts/test-summary.mjs "$lint_failed" test-results/vitest-parallel.json \
  test-results/vitest-server.json test-results/vitest-serial.json
summary=$?
((status == 0 && server_status == 0 && serial_status == 0 && summary == 0)) || exit 1
