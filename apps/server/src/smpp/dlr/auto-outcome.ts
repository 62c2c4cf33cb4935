import { DLR_OUTCOMES, type DlrOutcome, type DlrPolicy } from '@routelab/shared';
import { RegisteredDelivery } from '@routelab/smpp';

/** A number in [0, 1): Math.random in production, a fixed sequence in tests. */
export type Random = () => number;

/** Draws a receipt outcome by the policy's weights (SMPPSim style percentages). */
export function drawOutcome(weights: DlrPolicy['weights'], random: Random): DlrOutcome {
  const total = DLR_OUTCOMES.reduce((sum, outcome) => sum + weights[outcome], 0);
  let point = random() * total;
  for (const outcome of DLR_OUTCOMES) {
    point -= weights[outcome];
    if (point < 0 && weights[outcome] > 0) return outcome;
  }
  return DLR_OUTCOMES.findLast((outcome) => weights[outcome] > 0) ?? 'delivered';
}

/** A delay in [min, max] milliseconds. */
export function drawDelay(policy: DlrPolicy, random: Random): number {
  const span = policy.delay_max_ms - policy.delay_min_ms;
  return policy.delay_min_ms + Math.floor(random() * (span + 1));
}

const SUCCESS: readonly DlrOutcome[] = ['delivered', 'accepted'];

/**
 * Whether registered_delivery asks for a receipt with this outcome: 1 always, 2 on failure
 * only, 3 on success only (SMPP 5.0; reserved in 3.4 and read the same way here).
 */
export function wantsReceipt(registeredDelivery: number, outcome: DlrOutcome): boolean {
  switch (registeredDelivery & RegisteredDelivery.RECEIPT_MASK) {
    case RegisteredDelivery.RECEIPT_ALWAYS:
      return true;
    case RegisteredDelivery.RECEIPT_ON_FAILURE:
      return !SUCCESS.includes(outcome);
    case RegisteredDelivery.RECEIPT_ON_SUCCESS:
      return outcome === 'delivered';
    default:
      return false;
  }
}
