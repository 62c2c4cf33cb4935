import { connect } from 'node:net';
import { createPdu, encodePdu } from '@routelab/smpp';
import { quantile } from '../../../packages/smpp/bench/stats.js';
import { sampleSubmit } from '../../../packages/smpp/bench/sample-message.js';
import { cpuMicros, tell } from './ingest-process.js';

// Usage (forked by fairness.ts): fairness-client.ts <port> <system_id> <password> <rate> <window> <durationMs>
// A well-behaved account: submit_sm at a steady <rate> a second, at most <window> unanswered,
// for <durationMs>; then it waits (bounded) for the last answers and reports rate and latency.
const [port, systemId, password, rateArg, windowArg, durationArg] = process.argv.slice(2);
const rate = Number(rateArg);
const window = Number(windowArg);
const durationMs = Number(durationArg);
const DRAIN_MS = 5_000;
const TICK_MS = 5;

const HEADER = 16;
const BIND_TRANSMITTER_RESP = 0x80000002;
const SUBMIT_SM_RESP = 0x80000004;
const ENQUIRE_LINK = 0x00000015;
const FIRST_SEQUENCE = 2;

const { text, ...fields } = sampleSubmit;
const template = encodePdu(
  createPdu('submit_sm', { ...fields, short_message: Buffer.from(text, 'latin1') }),
);
const most = Math.ceil((rate * durationMs) / 1000);
const sentAt = new Float64Array(most + FIRST_SEQUENCE);
const latencies = new Float64Array(most);
let sent = 0;
let completed = 0;
let acked = 0;
let refused = 0;
let started = 0;
let cpuAtStart = 0;
let pending: Buffer = Buffer.alloc(0);
let ticker: NodeJS.Timeout | undefined;
let sending = true;

const socket = connect(Number(port), '127.0.0.1');
socket.setNoDelay(true);

/** Sends what the steady rate owes by now, as far as the window allows. */
function tick(): void {
  const elapsed = performance.now() - started;
  if (elapsed >= durationMs) {
    clearInterval(ticker);
    sending = false;
    setTimeout(finish, DRAIN_MS);
    if (completed === sent) finish();
    return;
  }
  const due = Math.min(most, Math.floor((rate * elapsed) / 1000)) - sent;
  const count = Math.min(due, window - (sent - completed));
  if (count <= 0) return;
  const batch = Buffer.allocUnsafe(template.length * count);
  const now = performance.now();
  for (let i = 0; i < count; i++) {
    const offset = i * template.length;
    template.copy(batch, offset);
    const sequence = FIRST_SEQUENCE + sent;
    batch.writeUInt32BE(sequence, offset + 12);
    sentAt[sequence] = now;
    sent++;
  }
  socket.write(batch);
}

let finished = false;
function finish(): void {
  if (finished) return;
  finished = true;
  tell({
    type: 'load',
    sent,
    acked,
    refused,
    elapsedMs: durationMs,
    p50Ms: quantile(latencies, completed, 0.5),
    p99Ms: quantile(latencies, completed, 0.99),
    cpuMicros: cpuMicros() - cpuAtStart,
  });
  socket.destroy();
  setTimeout(() => process.exit(0), 100);
}

socket.on('data', (chunk: Buffer) => {
  pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
  let offset = 0;
  while (pending.length - offset >= HEADER) {
    const length = pending.readUInt32BE(offset);
    if (pending.length - offset < length) break;
    const commandId = pending.readUInt32BE(offset + 4);
    const status = pending.readUInt32BE(offset + 8);
    const sequence = pending.readUInt32BE(offset + 12);
    if (commandId === SUBMIT_SM_RESP) {
      latencies[completed++] = performance.now() - (sentAt[sequence] ?? 0);
      if (status === 0) acked++;
      else refused++;
    } else if (commandId === BIND_TRANSMITTER_RESP) {
      if (status !== 0) throw new Error(`bind refused: 0x${status.toString(16)}`);
      started = performance.now();
      cpuAtStart = cpuMicros();
      ticker = setInterval(tick, TICK_MS);
    } else if (commandId === ENQUIRE_LINK) {
      const response = Buffer.alloc(HEADER);
      response.writeUInt32BE(HEADER, 0);
      response.writeUInt32BE(0x80000015, 4);
      response.writeUInt32BE(sequence, 12);
      socket.write(response);
    }
    offset += length;
  }
  pending = pending.subarray(offset);
  if (!sending && completed === sent) finish();
});
socket.on('error', (error) => {
  process.stderr.write(`fairness client: ${error.message}\n`);
  process.exit(1);
});
socket.write(
  encodePdu(
    createPdu('bind_transmitter', {
      system_id: systemId ?? '',
      password: password ?? '',
      interface_version: 0x34,
      sequenceNumber: 1,
    }),
  ),
);
