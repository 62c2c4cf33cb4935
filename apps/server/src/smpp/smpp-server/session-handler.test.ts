import { DEFAULT_DLR_WEIGHTS } from '@routelab/shared';
import { CommandStatus as S, SmppClient, SmppServer } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConflictError,
  InsufficientBalanceError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../../errors/domain-errors.js';
import { BindRegistry } from './bind-registry.js';
import { handleSession, type SessionHandlerDeps } from './session-handler.js';
import type { SubmitIngest } from './submit-ingest.js';

const CLIENT_ID = 7;

/** What the fake operations throw for each query_sm message_id; others a plain Error. */
const REFUSALS: Record<string, () => Error> = {
  unknown: () => new NotFoundError(),
  broke: () => new InsufficientBalanceError(),
  busy: () => new RateLimitedError(1),
};

describe("an ESME session's failed operations", () => {
  const logError = vi.fn();
  let server: SmppServer;
  let esme: SmppClient;

  beforeAll(async () => {
    const registry = new BindRegistry();
    registry.setAccount({
      clientId: CLIENT_ID,
      userId: 1,
      throughputLimit: 0,
      routing: undefined,
      policy: { mode: 'off', delay_min_ms: 0, delay_max_ms: 0, weights: DEFAULT_DLR_WEIGHTS },
    });
    const deps: SessionHandlerDeps = {
      registry,
      // Only query_sm, cancel_sm and replace_sm are sent here: no submits to ingest.
      ingest: {} as SubmitIngest,
      operations: {
        query: async (_session, _clientId, pdu) => {
          throw REFUSALS[pdu.message_id]?.() ?? new Error('database is locked');
        },
        cancel: async () => {
          throw new ConflictError('The message is final already.');
        },
        replace: async () => {
          throw ValidationError.field('registered_delivery', 'Not offered.');
        },
      },
      // Only error is used by the handler.
      log: { error: logError, debug: vi.fn() } as unknown as FastifyBaseLogger,
    };
    server = new SmppServer({ authenticate: () => ({ status: 0 }) });
    server.on('session', (session) => {
      const entry = registry.add(
        'session-1',
        CLIENT_ID,
        session,
        { bindType: 'transceiver', interfaceVersion: 0x34, systemId: 'shop1' },
        0,
      );
      handleSession(entry, deps);
    });
    const { port } = await server.listen(0, '127.0.0.1');
    esme = new SmppClient({
      host: '127.0.0.1',
      port,
      system_id: 'esme',
      password: 'pw',
      responseTimeoutMs: 5_000,
      enquireLinkIntervalMs: 0,
    });
    esme.on('error', () => undefined);
    await esme.connect();
  });

  afterAll(async () => {
    await esme.close();
    await server.close();
  });

  const query = async (message_id: string) =>
    (await esme.request({ command: 'query_sm', message_id })).commandStatus;

  it("reach the ESME as the command_status of the service's domain error", async () => {
    expect(await query('unknown')).toBe(S.ESME_RINVMSGID);
    expect(await query('broke')).toBe(S.ESME_RSUBMITFAIL);
    expect(await query('busy')).toBe(S.ESME_RTHROTTLED);
    const cancel = await esme.request({ command: 'cancel_sm', message_id: '1' });
    expect(cancel.commandStatus).toBe(S.ESME_RCANCELFAIL);
    const replace = await esme.request({ command: 'replace_sm', message_id: '1' });
    expect(replace.commandStatus).toBe(S.ESME_RINVREGDLVFLG);
    expect(logError).not.toHaveBeenCalled();
  });

  it('answer anything else with ESME_RSYSERR and log it as a failure', async () => {
    logError.mockClear();
    expect(await query('bug')).toBe(S.ESME_RSYSERR);
    expect(logError).toHaveBeenCalledTimes(1);
  });
});
