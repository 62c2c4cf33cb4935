import { CommandStatus, type PduOf } from '@routelab/smpp';
import { wantsReceipt } from '../dlr/auto-outcome.js';
import { REPORT_EXPIRY_MS, type PlannedOutcome } from '../dlr/report-plan.js';
import { messageText } from '../message-text.js';
import type { AccountRouting } from '../ports/bind-accounts.js';
import type { MtRouteChoice, MtRouter } from '../ports/mt-router.js';
import type { LiveAccount } from './bind-registry.js';
import { readSubmitContent, type SubmitPdu } from './submit-content.js';

/** What gateway mode decided for one destination of a routing account's submit. */
export interface SubmitRouting {
  /** The gateway it goes out on; undefined: no route matched. */
  choice: MtRouteChoice | undefined;
  /** The outcome the part takes now instead of a simulated one (null: the gateway's receipt). */
  outcome: PlannedOutcome | null;
  /** ESME_RINVDSTADR: no route, and the account refuses such submits. */
  refusal: number | undefined;
  /** False for a submit accepted with no route: nothing is sent, so nothing is charged. */
  charged: boolean;
}

/**
 * Routes one destination of a routing account's submit: the gateway of the first MT route that
 * matches; with none, ESME_RINVDSTADR at once, or (the account's "accept and report") the submit
 * is stored and ends undeliverable with an UNDELIV receipt whose err is 011 (0x0B, no route).
 */
export function routeSubmit(
  router: MtRouter,
  account: LiveAccount,
  settings: AccountRouting,
  pdu: SubmitPdu | PduOf<'submit_multi'>,
  dest: { destination_addr: string },
  now: number,
): SubmitRouting {
  const choice = router.choose({
    userId: account.userId,
    clientId: account.clientId,
    destination: dest.destination_addr,
    source: pdu.source_addr,
    text: () => messageText(readSubmitContent(pdu).body, pdu.data_coding),
    now,
  });
  if (choice) return { choice, outcome: null, refusal: undefined, charged: true };
  if (settings.noRoute === 'refuse') {
    return {
      choice: undefined,
      outcome: null,
      refusal: CommandStatus.ESME_RINVDSTADR,
      charged: false,
    };
  }
  const receipt = wantsReceipt(pdu.registered_delivery, 'undeliverable');
  return {
    choice: undefined,
    outcome: {
      outcome_at: now,
      report_due_at: receipt ? now : null,
      report_expires_at: receipt ? now + REPORT_EXPIRY_MS : null,
      report_status: 'undeliverable',
      report_error: CommandStatus.ESME_RINVDSTADR,
    },
    refusal: undefined,
    charged: false,
  };
}
