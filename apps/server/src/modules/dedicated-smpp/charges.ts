import { DEDICATED_SMPP_PERIOD_DAYS } from '@routelab/shared';

export const DAY_MS = 86_400_000;
export const PERIOD_MS = DEDICATED_SMPP_PERIOD_DAYS * DAY_MS;

/** a / b rounded half up, for non-negative whole numbers (no float reaches the result). */
const divideRounded = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** What a period costs for this many addresses. */
export const periodCharge = (pricePerIp: number, addresses: number) => pricePerIp * addresses;

/** Days left in the period, a started day counted whole (what added addresses are charged for). */
export const daysLeft = (periodEnd: number, now: number) =>
  Math.min(DEDICATED_SMPP_PERIOD_DAYS, Math.max(0, Math.ceil((periodEnd - now) / DAY_MS)));

/** Whole days not yet begun (what a cancellation refunds). */
export const unusedWholeDays = (periodEnd: number, now: number) =>
  Math.min(DEDICATED_SMPP_PERIOD_DAYS, Math.max(0, Math.floor((periodEnd - now) / DAY_MS)));

/** Added addresses for the rest of the period: their price for the days left, pro rata. */
export const proRataCharge = (pricePerIp: number, added: number, days: number) =>
  divideRounded(pricePerIp * added * days, DEDICATED_SMPP_PERIOD_DAYS);

/** What the unused whole days of a paid period are worth. */
export const unusedDaysRefund = (pricePerIp: number, addresses: number, days: number) =>
  divideRounded(pricePerIp * addresses * days, DEDICATED_SMPP_PERIOD_DAYS);
