#!/usr/bin/env bash
# `npm run bench`: the SMPP library benchmark (packages/smpp/bench: a Markdown table of RouteLab's
# library beside npm `smpp`, both measured in this run on this machine, on loopback), then the
# server benchmarks (apps/server/bench: ingest, gateway mode, end to end, HTTP send, fairness).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f node_modules/.package-lock.json ]]; then
  echo "==> npm ci (first run from a fresh clone)" >&2
  npm ci --no-audit --no-fund >&2
fi

npx --no-install tsx packages/smpp/bench/run.ts
# The server benchmarks run RouteLab's build, as `npm start` does.
npx --no-install tsc -b packages/shared packages/smpp apps/server
# Server ingest: our SMPP server storing everything beside an npm smpp server storing nothing.
npx --no-install tsx apps/server/bench/ingest.ts
# Gateway mode: ESME -> RouteLab -> SMSC, beside the ingest storing everything, in one run.
npx --no-install tsx apps/server/bench/routing.ts
# End to end: HTTP API -> gateway -> an SMSC process sending receipts, beside npm smpp alone.
npx --no-install tsx apps/server/bench/e2e.ts
# HTTP send: one message per request, Kannel smsbox -> bearerbox beside RouteLab sendsms and JSON
# API (built, own process), alternating rounds, then a kill -9 round (no accepted message lost).
npx --no-install tsx apps/server/bench/http-send.ts
# Fairness: a well-behaved account's rate and latency alone and beside each hostile peer.
npx --no-install tsx apps/server/bench/fairness.ts
