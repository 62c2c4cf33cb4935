import { connect, type Socket } from 'node:net';
import { percentile } from './percentile.js';

// Usage (forked by bench/http-send.ts): the HTTP load, in its own process so that it takes no
// CPU from the server measured, and lean (requests written by hand on kept-alive sockets: Node's
// http client took 300-370 µs of CPU per request, about what Kannel spends on one) so that it
// costs far less than either server; it reports its own CPU time. Sends
// `messages` requests, `concurrency` at a time over as many kept-alive connections, one message
// each to a destination of its own: `sendsms` GETs a Kannel-style query, `json` POSTs the
// JSON API's body with an API key. `rate` > 0 paces the starts (for the latency at a given rate).
export interface HttpLoadJob {
  port: number;
  mode: 'sendsms' | 'json';
  /** sendsms: the query's username and password; json: the API key. */
  username: string;
  password: string;
  gatewayId: number;
  messages: number;
  concurrency: number;
  rate: number;
  /** Destinations are this prefix and the request's number (9 digits). */
  prefix: string;
  /**
   * The kill -9 round: a connection that fails ends its worker instead of the load, and the
   * report lists the destinations answered 2xx.
   */
  untilCut?: boolean;
}

export interface HttpLoadResult {
  answeredMs: number;
  refused: number;
  /** The first refusal's status and body, to say why. */
  firstRefusal?: string;
  p50Ms: number;
  p99Ms: number;
  cpuMicros: number;
  /** untilCut: the destinations of the requests answered 2xx; and how many never were answered. */
  accepted?: string[];
  unanswered?: number;
}

const TEXT = 'RouteLab HTTP send benchmark message';
const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

const job = JSON.parse(process.argv[2] ?? '{}') as HttpLoadJob;
const destination = (index: number) => `${job.prefix}${String(index).padStart(9, '0')}`;
const sendsmsPrefix =
  `GET /cgi-bin/sendsms?username=${encodeURIComponent(job.username)}` +
  `&password=${encodeURIComponent(job.password)}&from=Bench` +
  `&text=${encodeURIComponent(TEXT)}&to=`;
const sendsmsSuffix = ` HTTP/1.1\r\nHost: 127.0.0.1:${job.port}\r\n\r\n`;

/** One request's bytes: HTTP/1.1 written by hand, the cheapest a client can be. */
function requestOf(index: number): string {
  if (job.mode === 'sendsms') return sendsmsPrefix + destination(index) + sendsmsSuffix;
  const body = `{"gateway":${job.gatewayId},"source_addr":"Bench","destinations":["${destination(index)}"],"text":"${TEXT}"}`;
  return (
    `POST /api/message/smsc/create/ HTTP/1.1\r\nHost: 127.0.0.1:${job.port}\r\n` +
    `Content-Type: application/json\r\nX-API-Key: ${job.password}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * One kept-alive connection, one request at a time: resolves each request with its answer's
 * status and body, read by Content-Length (both servers send it).
 */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; body: string }) => void) | undefined;
  private failed: ((error: Error) => void) | undefined;
  private closed = false;

  constructor() {
    this.socket = connect({ host: '127.0.0.1', port: job.port });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.failed?.(error));
    this.socket.on('close', () => {
      this.closed = true;
      this.failed?.(new Error('the server closed the connection'));
    });
  }

  send(index: number): Promise<{ status: number; body: string }> {
    if (this.closed) return Promise.reject(new Error('the server closed the connection'));
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.write(requestOf(index));
    });
  }

  close(): void {
    this.failed = undefined;
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = CONTENT_LENGTH.exec(head);
    if (!length) {
      this.failed?.(new Error(`an answer without Content-Length: ${head.slice(0, 200)}`));
      return;
    }
    const bodyEnd = headerEnd + HEADER_END.length + Number(length[1]);
    if (this.buffered.length < bodyEnd) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.toString('utf8', headerEnd + HEADER_END.length, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.({ status, body });
  }
}

const latencies = new Float64Array(job.messages);
const cpuAtStart = process.cpuUsage();
const started = performance.now();
let next = 0;
let refused = 0;
let firstRefusal: string | undefined;
let unanswered = 0;
const accepted: string[] = [];
const worker = async () => {
  const connection = new Connection();
  while (next < job.messages) {
    const index = next++;
    if (job.rate > 0) {
      const due = started + (index * 1000) / job.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const sentAt = performance.now();
    let answer;
    try {
      answer = await connection.send(index);
    } catch (error) {
      if (!job.untilCut) throw error;
      unanswered += 1;
      break;
    }
    const { status, body } = answer;
    latencies[index] = performance.now() - sentAt;
    if (job.untilCut && status >= 200 && status < 300) accepted.push(destination(index));
    if (status < 200 || status >= 300) {
      refused += 1;
      firstRefusal ??= `${status} ${body.slice(0, 200)}`;
    }
  }
  connection.close();
};
await Promise.all(Array.from({ length: job.concurrency }, worker));
const answeredMs = performance.now() - started;
const cpu = process.cpuUsage(cpuAtStart);
const sorted = Array.from(latencies).sort((a, b) => a - b);
const result: HttpLoadResult = {
  answeredMs,
  refused,
  p50Ms: percentile(sorted, 0.5),
  p99Ms: percentile(sorted, 0.99),
  cpuMicros: cpu.user + cpu.system,
};
if (firstRefusal) result.firstRefusal = firstRefusal;
if (job.untilCut) Object.assign(result, { accepted, unanswered });
process.send?.(result);
process.exit(0);
