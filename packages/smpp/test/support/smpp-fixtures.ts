import {
  CommandStatus,
  SmppClient,
  SmppServer,
  type SmppClientOptions,
  type SmppServerOptions,
  type SmppSession,
} from '../../src/index.js';

export const GOOD_SYSTEM_ID = 'tester';
export const GOOD_PASSWORD = 'secret';

/** Accepts tester/secret; refuses an unknown system_id or a wrong password with their statuses. */
export function testAuthenticate(bind: { system_id: string; password: string }): {
  status: number;
} {
  if (bind.system_id !== GOOD_SYSTEM_ID) return { status: CommandStatus.ESME_RINVSYSID };
  if (bind.password !== GOOD_PASSWORD) return { status: CommandStatus.ESME_RINVPASWD };
  return { status: 0 };
}

/** Answers every submit_sm with a message id counting up from 1. */
export function answerSubmits(session: SmppSession): void {
  let next = 1;
  session.on('pdu', (pdu) => {
    if (pdu.command === 'submit_sm') session.respond(pdu, { message_id: String(next++) });
    else session.respond(pdu);
  });
}

export interface RunningServer {
  server: SmppServer;
  port: number;
  close: () => Promise<void>;
}

export async function startServer(
  options: Partial<SmppServerOptions> = {},
  onSession: (session: SmppSession) => void = answerSubmits,
  listenPort = 0,
): Promise<RunningServer> {
  const server = new SmppServer({
    authenticate: testAuthenticate,
    closeTimeoutMs: 500,
    ...options,
  });
  server.on('session', (session) => onSession(session));
  const { port } = await server.listen(listenPort, '127.0.0.1');
  return { server, port, close: () => server.close() };
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
