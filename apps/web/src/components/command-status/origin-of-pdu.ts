import type { PduLog } from '@routelab/shared';
import type { StatusOrigin } from './status-reason';

/**
 * Whose status a logged PDU carries: on the ESME side, what we sent is RouteLab's SMPP server
 * answering the account; everything else is a peer's (a provider's SMSC, the account's ESME).
 */
export const originOfPdu = (pdu: Pick<PduLog, 'side' | 'direction'>): StatusOrigin =>
  pdu.side === 'esme' && pdu.direction === 'out' ? 'routelab' : 'peer';
