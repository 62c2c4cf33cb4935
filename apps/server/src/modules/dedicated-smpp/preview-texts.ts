import { formatUsd, type Language } from '@routelab/shared';
import { translate } from '../../i18n/translate.js';

/** 2026-12-26 (UTC): the day a period ends. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const addresses = (count: number) => (count === 1 ? '1 IP address' : `${count} IP addresses`);
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** Sentences are translated one by one: the catalogs hold each with its numbers as {n}. */
const say = (language: Language, ...sentences: string[]) =>
  sentences.map((sentence) => translate(sentence, language)).join(' ');

const renews = (renewsOn: number, renewalMicros: number) =>
  `It renews on ${dayOf(renewsOn)} for ${formatUsd(renewalMicros)} unless cancelled.`;

/** What subscribing does (the issue's wording). */
export function createPreview(
  language: Language,
  plan: { chargeMicros: number; addresses: number; renewsOn: number },
): string {
  return say(
    language,
    `You will be charged ${formatUsd(plan.chargeMicros)} now for ${addresses(plan.addresses)}; ` +
      `it renews on ${dayOf(plan.renewsOn)} for ${formatUsd(plan.chargeMicros)} unless cancelled.`,
  );
}

/** What changing the addresses does: added ones pro rata now, removed ones not refunded. */
export function updatePreview(
  language: Language,
  plan: {
    added: number;
    removed: number;
    chargeMicros: number;
    daysLeft: number;
    renewsOn: number;
    renewalMicros: number;
  },
): string {
  const sentences = [
    plan.chargeMicros > 0
      ? `You will be charged ${formatUsd(plan.chargeMicros)} now for ${plan.added} added ` +
        `${plan.added === 1 ? 'address' : 'addresses'} for the ${days(plan.daysLeft)} left in this period.`
      : 'Nothing is charged now.',
  ];
  if (plan.removed > 0) sentences.push('Removed addresses are not refunded.');
  sentences.push(renews(plan.renewsOn, plan.renewalMicros));
  return say(language, ...sentences);
}

/** What cancelling does: the listener closes now and unused whole days come back. */
export function cancelPreview(
  language: Language,
  plan: { refundMicros: number; unusedDays: number },
): string {
  return say(
    language,
    'The subscription ends now and its listener closes.',
    refundSentence(plan.refundMicros, plan.unusedDays),
  );
}

/** "$12.667 is refunded for 19 unused whole days." (English; translated by the caller). */
export const refundSentence = (refundMicros: number, unusedDays: number) =>
  refundMicros > 0
    ? `${formatUsd(refundMicros)} is refunded for ${unusedDays === 1 ? '1 unused whole day' : `${unusedDays} unused whole days`}.`
    : 'Nothing is refunded.';
