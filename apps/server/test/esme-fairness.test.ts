import type { LogBacklog } from '@routelab/shared';
import type { SmppClient, SmppSession } from '@routelab/smpp';
import { afterEach, expect, it, vi } from 'vitest';
import { PduLogStore } from '../src/modules/logs/pdu-log-store.js';
import { bindEsme, createAccount, gsm, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { enquireLinkFlood, neverReadingPeer } from './support/hostile-peers.js';
import type { TestServer } from './support/test-server.js';

/** One session's share of the PDU log backlog (the writer's default: a twentieth of 100,000). */
const SESSION_ROWS = 5_000;
/** The session's limit on requests read and not yet answered (the library's default). */
const MAX_UNANSWERED = 2_000;
/**
 * Our answers a peer that does not read may leave with us: the pause mark (64 KiB) and the write
 * batch that crossed it (up to 16 KiB and a frame), with room to spare. Frames already read when
 * reading pauses wait for the drain unanswered (answering them took it to 134 KB).
 */
const MAX_UNSENT_BYTES = 96 * 1024;
const SUBMITS = 20;

/** The database falls behind: PDU log writes wait until the returned function is called. */
function stallPduLog(): () => void {
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  const original = PduLogStore.prototype.insertBatch;
  const spy = vi.spyOn(PduLogStore.prototype, 'insertBatch').mockImplementation(async function (
    this: PduLogStore,
    batch,
  ) {
    await stalled;
    return original.call(this, batch);
  });
  return () => {
    release();
    spy.mockRestore();
  };
}

let releaseLog: (() => void) | undefined;
afterEach(() => {
  releaseLog?.();
  releaseLog = undefined;
});

/** Submits one after another; every one must be answered (bounded wait: the client's timeout). */
async function submitAll(esme: SmppClient, count: number): Promise<number> {
  let answered = 0;
  for (let index = 0; index < count; index++) {
    const answer = await esme.submitSm({
      destination_addr: `49151000${String(index).padStart(5, '0')}`,
      short_message: gsm(`fair ${index}`),
    });
    expect(answer.message_id).toMatch(/^\d+$/);
    answered += 1;
  }
  return answered;
}

/** Samples the attacker's server-side session while `work` runs: the largest queues it saw. */
async function sampleSession(
  server: TestServer,
  clientId: number,
  work: Promise<unknown>,
): Promise<{ unanswered: number; unsentBytes: number; pendingRows: number }> {
  const seen = { unanswered: 0, unsentBytes: 0, pendingRows: 0 };
  const sample = () => {
    const sessions: SmppSession[] = server.app.esmeServer.registry
      .receivers(clientId)
      .map((entry) => entry.session);
    for (const session of sessions) {
      seen.unanswered = Math.max(seen.unanswered, session.unansweredRequests);
      seen.unsentBytes = Math.max(seen.unsentBytes, session.unsentBytes);
    }
    seen.pendingRows = Math.max(seen.pendingRows, server.app.pduLogWriter.pendingRows);
  };
  const timer = setInterval(sample, 2);
  try {
    await work;
  } finally {
    clearInterval(timer);
    sample();
  }
  return seen;
}

/** Two users: an attacker's account and a well-behaved one, bound. */
async function setUp(server: TestServer, name: string) {
  const attackerApi = await server.signedInClient(`${name}-attacker@example.com`);
  const victimApi = await server.signedInClient(`${name}-victim@example.com`);
  const port = await smppPortOf(server);
  const attacker = await createAccount(attackerApi);
  const victim = await createAccount(victimApi);
  const esme = await bindEsme(port, victim, { responseTimeoutMs: 10_000 });
  return { port, attacker, esme, victimApi };
}

describeEachDialect('ESME fairness: one account cannot freeze SMPP for the others', (server) => {
  it('bounds an enquire_link flood with thousands outstanding while the log lags', async () => {
    const { port, attacker, esme, victimApi } = await setUp(server(), 'flood');
    releaseLog = stallPduLog();
    // Unbounded until destroyed below: the well-behaved account is served while it goes on.
    const flood = await enquireLinkFlood(port, attacker, {
      outstanding: 3_000,
      total: Number.MAX_SAFE_INTEGER,
    });
    // Well past the attacker's share of the log before the other account starts.
    await eventually('the flood under way', () =>
      flood.answers() >= 2 * SESSION_ROWS ? true : undefined,
    );
    const before = flood.answers();
    const served = submitAll(esme, SUBMITS);
    const seen = await sampleSession(server(), attacker.id, served);
    expect(await served).toBe(SUBMITS);
    // The flood went on meanwhile, and is still going.
    expect(flood.answers()).toBeGreaterThan(before);
    await eventually('more flood answers', () =>
      flood.answers() > before + 1_000 ? true : undefined,
    );
    const answers = flood.answers();

    // Each PDU in and out is a log row: the attacker's beyond its share were counted, not kept.
    expect(seen.pendingRows).toBeLessThanOrEqual(SESSION_ROWS + 4 * SUBMITS);
    expect(server().app.pduLogWriter.pendingRows).toBeLessThanOrEqual(SESSION_ROWS + 4 * SUBMITS);
    expect(seen.unanswered).toBeLessThanOrEqual(MAX_UNANSWERED);
    const backlog = (await victimApi.get<LogBacklog>('/api/log/backlog/')).body;
    expect(backlog.paused).toBe(false);
    expect(backlog.dropped).toBeGreaterThanOrEqual(2 * answers - SESSION_ROWS);
    flood.socket.destroy();

    // Once the database catches up, the well-behaved account's PDUs are all in its log.
    releaseLog();
    releaseLog = undefined;
    await server().app.pduLogWriter.flush();
    const log = await victimApi.get<{ count: number }>('/api/log/esme/list/?page_size=1');
    expect(log.body.count).toBe(2 + 2 * SUBMITS);
    await esme.close();
  });

  it('bounds a peer that never reads its answers while the log lags', async () => {
    const { port, attacker, esme, victimApi } = await setUp(server(), 'deaf');
    releaseLog = stallPduLog();
    const deaf = neverReadingPeer(port, attacker, { stallMs: 1_000, maxBytes: 64 * 1024 * 1024 });
    const served = submitAll(esme, SUBMITS);
    const seen = await sampleSession(server(), attacker.id, Promise.all([served, deaf]));
    expect(await served).toBe(SUBMITS);
    const { socket, written } = await deaf;
    // The server stopped reading it long before 64 MiB.
    expect(written).toBeLessThan(64 * 1024 * 1024);
    expect(seen.unsentBytes).toBeLessThanOrEqual(MAX_UNSENT_BYTES);
    expect(seen.unanswered).toBeLessThanOrEqual(MAX_UNANSWERED);
    expect(seen.pendingRows).toBeLessThanOrEqual(SESSION_ROWS + 4 * SUBMITS);
    const backlog = (await victimApi.get<LogBacklog>('/api/log/backlog/')).body;
    expect(backlog.paused).toBe(false);
    socket.destroy();
    await esme.close();
  });
});
