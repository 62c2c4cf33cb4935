import { CommandStatus, hasResponse, type RequestPdu } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../errors/domain-errors.js';
import { commandStatusOf } from '../command-status-of.js';
import type { BindRegistry, BoundSession } from './bind-registry.js';
import type { MessageOperations } from './message-operations.js';
import type { SubmitIngest } from './submit-ingest.js';

export interface SessionHandlerDeps {
  registry: BindRegistry;
  ingest: SubmitIngest;
  operations: Pick<MessageOperations, 'query' | 'cancel' | 'replace'>;
  log: FastifyBaseLogger;
}

/**
 * Answers the requests of one bound ESME session. The library itself answers enquire_link and
 * unbind and refuses PDUs the bind state does not allow; the account's throughput limit
 * (shared by all its sessions) refuses submits over it with ESME_RTHROTTLED (checked inline,
 * as it may refuse every submit of a flood). A failed operation is answered with the
 * command_status of its error (commandStatusOf); only errors that are no service's refusal are
 * logged as failures.
 */
export function handleSession(entry: BoundSession, deps: SessionHandlerDeps): void {
  const { session } = entry;
  const { registry, ingest, operations } = deps;
  const failed = (pdu: RequestPdu) => (error: unknown) => {
    if (!(error instanceof DomainError)) {
      deps.log.error(
        { err: error, command: pdu.command, clientId: entry.clientId },
        'ESME request failed',
      );
    }
    session.respond(pdu, { commandStatus: commandStatusOf(error, pdu.command) });
  };

  session.on('pdu', (pdu) => {
    entry.received += 1;
    const account = registry.account(entry.clientId);
    if (!account) {
      session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
      return;
    }
    switch (pdu.command) {
      case 'submit_sm':
      case 'data_sm':
      case 'submit_multi':
        if (account.limiter && !account.limiter.tryTake()) {
          session.respond(pdu, { commandStatus: CommandStatus.ESME_RTHROTTLED });
        } else if (pdu.command === 'submit_multi') {
          ingest.submitMulti(entry, account, pdu);
        } else {
          ingest.submit(entry, account, pdu);
        }
        return;
      case 'query_sm':
        operations.query(session, entry.clientId, pdu).catch(failed(pdu));
        return;
      case 'cancel_sm':
        operations.cancel(session, entry.clientId, pdu).catch(failed(pdu));
        return;
      case 'replace_sm':
        operations.replace(session, entry.clientId, pdu).catch(failed(pdu));
        return;
      default:
        // broadcast_sm and friends (SMPP 5.0) are not offered by this SMSC.
        if (hasResponse(pdu.command)) {
          session.respond(pdu, { commandStatus: CommandStatus.ESME_RINVCMDID });
        }
    }
  });
  session.on('error', (error) =>
    deps.log.debug({ err: error, clientId: entry.clientId }, 'ESME session error'),
  );
}
