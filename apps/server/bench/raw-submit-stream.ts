import { connect, type Socket } from 'node:net';
import { createPdu, encodePdu } from '@routelab/smpp';
import { quantile } from '../../../packages/smpp/bench/stats.js';
import { sampleSubmit } from '../../../packages/smpp/bench/sample-message.js';
import { cpuMicros } from './ingest-process.js';

const HEADER = 16;
const BIND_TRANSMITTER_RESP = 0x80000002;
const SUBMIT_SM_RESP = 0x80000004;
const ENQUIRE_LINK = 0x00000015;
const FIRST_SEQUENCE = 2;

export interface RawSubmitStreamOptions {
  port: number;
  systemId: string;
  password: string;
  /** Most submit_sm this stream will send (sizes its latency arrays). */
  most: number;
  /** The bind was accepted: sending may start. */
  onBound: () => void;
  /** Some submit_sm_resp were read (how many). */
  onAnswers: (count: number) => void;
  /** Names the client in its error message. */
  name: string;
}

/**
 * A load client that is not the bottleneck: one transmitter bind, submit_sm frames encoded once
 * (our codec) and only their sequence number patched, responses read from the raw stream by
 * header; keeps the counts and each answer's latency.
 */
export class RawSubmitStream {
  sent = 0;
  completed = 0;
  acked = 0;
  refused = 0;
  started = 0;
  private cpuAtStart = 0;
  private readonly template: Buffer;
  private readonly sentAt: Float64Array;
  private readonly latencies: Float64Array;
  private readonly socket: Socket;
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly options: RawSubmitStreamOptions) {
    const { text, ...fields } = sampleSubmit;
    this.template = encodePdu(
      createPdu('submit_sm', { ...fields, short_message: Buffer.from(text, 'latin1') }),
    );
    this.sentAt = new Float64Array(options.most + FIRST_SEQUENCE);
    this.latencies = new Float64Array(options.most);
    this.socket = connect(options.port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => {
      process.stderr.write(`${options.name}: ${error.message}\n`);
      process.exit(1);
    });
    this.socket.write(
      encodePdu(
        createPdu('bind_transmitter', {
          system_id: options.systemId,
          password: options.password,
          interface_version: 0x34,
          sequenceNumber: 1,
        }),
      ),
    );
  }

  /** Writes `count` submit_sm in one write. */
  send(count: number): void {
    const { template } = this;
    const batch = Buffer.allocUnsafe(template.length * count);
    const now = performance.now();
    for (let i = 0; i < count; i++) {
      const offset = i * template.length;
      template.copy(batch, offset);
      const sequence = FIRST_SEQUENCE + this.sent;
      batch.writeUInt32BE(sequence, offset + 12);
      this.sentAt[sequence] = now;
      this.sent++;
    }
    this.socket.write(batch);
  }

  /** The load figures over `elapsedMs`; closes the connection. */
  report(elapsedMs: number) {
    this.socket.destroy();
    return {
      type: 'load' as const,
      sent: this.sent,
      acked: this.acked,
      refused: this.refused,
      elapsedMs,
      p50Ms: quantile(this.latencies, this.completed, 0.5),
      p99Ms: quantile(this.latencies, this.completed, 0.99),
      cpuMicros: cpuMicros() - this.cpuAtStart,
    };
  }

  private read(chunk: Buffer): void {
    const pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let offset = 0;
    let answered = 0;
    while (pending.length - offset >= HEADER) {
      const length = pending.readUInt32BE(offset);
      if (pending.length - offset < length) break;
      const commandId = pending.readUInt32BE(offset + 4);
      const status = pending.readUInt32BE(offset + 8);
      const sequence = pending.readUInt32BE(offset + 12);
      if (commandId === SUBMIT_SM_RESP) {
        this.latencies[this.completed++] = performance.now() - (this.sentAt[sequence] ?? 0);
        if (status === 0) this.acked++;
        else this.refused++;
        answered++;
      } else if (commandId === BIND_TRANSMITTER_RESP) {
        if (status !== 0) throw new Error(`bind refused: 0x${status.toString(16)}`);
        this.started = performance.now();
        this.cpuAtStart = cpuMicros();
        this.options.onBound();
      } else if (commandId === ENQUIRE_LINK) {
        const response = Buffer.alloc(HEADER);
        response.writeUInt32BE(HEADER, 0);
        response.writeUInt32BE(0x80000015, 4);
        response.writeUInt32BE(sequence, 12);
        this.socket.write(response);
      }
      offset += length;
    }
    this.pending = pending.subarray(offset);
    this.options.onAnswers(answered);
  }
}
