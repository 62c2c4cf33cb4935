import { afterEach } from 'vitest';
import {
  SmppClient,
  SmppServer,
  type SmppClientOptions,
  type SmppServerOptions,
  type SmppSession,
} from '../../src/index.js';
import {
  credentialsCheck,
  SmscSimulator,
  type SmscSimulatorOptions,
} from '../../src/testing/index.js';

export const GOOD_SYSTEM_ID = 'tester';
export const GOOD_PASSWORD = 'secret';
const GOOD_CREDENTIALS = { systemId: GOOD_SYSTEM_ID, password: GOOD_PASSWORD };

/** Accepts tester/secret; refuses an unknown system_id or a wrong password with their statuses. */
export const testAuthenticate = credentialsCheck(GOOD_CREDENTIALS);

export interface RunningServer {
  server: SmppServer;
  port: number;
  close: () => Promise<void>;
}

/**
 * The SMSC simulator accepting tester/secret, answering submit_sm with ids counting up from 1 and
 * other requests with ESME_ROK. With `onSession`, a bare SmppServer instead whose bound sessions
 * the test answers itself (tests of the session API).
 */
export async function startServer(
  options: SmscSimulatorOptions & Partial<SmppServerOptions> = {},
  onSession?: (session: SmppSession) => void,
  listenPort = 0,
): Promise<RunningServer> {
  if (onSession) {
    const server = new SmppServer({
      authenticate: testAuthenticate,
      closeTimeoutMs: 500,
      ...options,
    });
    server.on('session', (session) => onSession(session));
    const { port } = await server.listen(listenPort, '127.0.0.1');
    return { server, port, close: () => server.close() };
  }
  const smsc = await SmscSimulator.start({
    credentials: GOOD_CREDENTIALS,
    // The SmppServer's own default, which these tests of it expect.
    systemId: 'RouteLab',
    firstId: 1,
    otherRequestStatus: 0,
    // No receipts: the tests' raw peers read only the answers to what they sent.
    reply: () => ({ receipt: false }),
    closeTimeoutMs: 500,
    port: listenPort,
    ...options,
  });
  return { server: smsc.server, port: smsc.port, close: () => smsc.stop() };
}

export function testClient(port: number, options: Partial<SmppClientOptions> = {}): SmppClient {
  return new SmppClient({
    port,
    system_id: GOOD_SYSTEM_ID,
    password: GOOD_PASSWORD,
    responseTimeoutMs: 2_000,
    ...options,
  });
}

export interface ClosedAfterEachTest {
  /** testClient, closed after the test. */
  client: (port: number, options?: Partial<SmppClientOptions>) => SmppClient;
  /** startServer, closed after the test, once its clients are. */
  serve: (...args: Parameters<typeof startServer>) => Promise<RunningServer>;
  /** Runs after the test, once its clients and servers are closed. */
  afterTest: (cleanup: () => Promise<void>) => void;
}

/** For a describe block: what a test opens through these is closed after it, clients first. */
export function closedAfterEachTest(): ClosedAfterEachTest {
  const clients: SmppClient[] = [];
  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });
  return {
    client: (port, options = {}) => {
      const created = testClient(port, options);
      clients.push(created);
      return created;
    },
    serve: async (...args) => {
      const running = await startServer(...args);
      servers.push(running);
      return running;
    },
    afterTest: (cleanup) => {
      cleanups.push(cleanup);
    },
  };
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true or the time runs out (then throws with `what`). */
export async function waitFor(
  check: () => boolean,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}
