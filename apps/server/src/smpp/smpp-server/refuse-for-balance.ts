import { CommandStatus } from '@routelab/smpp';
import type { IngestBatch } from '../ports/ingest-store.js';
import { NO_OUTCOME } from '../dlr/report-plan.js';

/**
 * Turns the accepted parts of a submit's batch into refusals for the balance, as if the submit
 * had been refused when it came (ESME_RSUBMITFAIL, stored failed, nothing charged): for a batch
 * whose charges the database would not take because something else spent the balance first.
 * A later part of a long message stays with its message, failed, and adds nothing to its cost.
 */
export function refuseForBalance(batch: IngestBatch): void {
  const status = CommandStatus.ESME_RSUBMITFAIL;
  for (const part of batch.parts) {
    if (part.status !== 'enroute') continue;
    Object.assign(part, NO_OUTCOME);
    part.status = 'failed';
    part.command_status = status;
    part.message_id = null;
    part.done_at = part.submitted_at;
  }
  for (const message of batch.messages) {
    if (message.status !== 'enroute') continue;
    message.status = 'failed';
    message.command_status = status;
    message.message_id = null;
    message.done_at = message.created_at;
    message.cost_micros = 0;
  }
  for (const progress of batch.progress) delete progress.cost_micros;
  delete batch.replacements;
  // A refused message was not received: no webhook hears of it.
  delete batch.events;
}
