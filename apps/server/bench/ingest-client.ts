import { connect } from 'node:net';
import { createPdu, encodePdu } from '@routelab/smpp';
import { quantile } from '../../../packages/smpp/bench/stats.js';
import { sampleSubmit } from '../../../packages/smpp/bench/sample-message.js';
import { cpuMicros, tell } from './ingest-process.js';

// Usage (forked by ingest.ts): ingest-client.ts <port> <system_id> <password> <window> <count> <timeCapMs>
// A load client that is not the bottleneck: submit_sm frames are encoded once (our codec) and
// only their sequence number is patched; responses are read from the raw stream by header.
const [port, systemId, password, windowArg, countArg, capArg] = process.argv.slice(2);
const window = Number(windowArg);
const total = Number(countArg);
const deadline = performance.now() + Number(capArg);

const HEADER = 16;
const BIND_TRANSMITTER_RESP = 0x80000002;
const SUBMIT_SM_RESP = 0x80000004;
const ENQUIRE_LINK = 0x00000015;
const FIRST_SEQUENCE = 2;

const { text, ...fields } = sampleSubmit;
const template = encodePdu(
  createPdu('submit_sm', { ...fields, short_message: Buffer.from(text, 'latin1') }),
);
const sentAt = new Float64Array(total + FIRST_SEQUENCE);
const latencies = new Float64Array(total);
let sent = 0;
let completed = 0;
let acked = 0;
let refused = 0;
let started = 0;
let cpuAtStart = 0;
let pending: Buffer = Buffer.alloc(0);

const socket = connect(Number(port), '127.0.0.1');
socket.setNoDelay(true);

function sendFrames(howMany: number): void {
  const count = Math.min(howMany, total - sent);
  if (count <= 0 || performance.now() > deadline) return;
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

function finish(): void {
  const elapsedMs = performance.now() - started;
  tell({
    type: 'load',
    sent,
    acked,
    refused,
    elapsedMs,
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
  let answered = 0;
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
      answered++;
    } else if (commandId === BIND_TRANSMITTER_RESP) {
      if (status !== 0) throw new Error(`bind refused: 0x${status.toString(16)}`);
      started = performance.now();
      cpuAtStart = cpuMicros();
      sendFrames(window);
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
  if (answered > 0) {
    if (completed === sent && (sent >= total || performance.now() > deadline)) finish();
    else sendFrames(answered);
  }
});
socket.on('error', (error) => {
  process.stderr.write(`load client: ${error.message}\n`);
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
