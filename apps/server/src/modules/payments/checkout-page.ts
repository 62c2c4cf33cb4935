import type { Language, PaymentCreateQuery } from '@routelab/shared';
import type { FastifyReply } from 'fastify';
import { translate } from '../../i18n/translate.js';
import { escapeHtml, sendHtml } from './html-page.js';
import type { Checkout, CheckoutLanguage } from './provider.js';

/** The hand-off pages' own words (the messages in them come translated from the catalogs). */
const PAGE_TEXTS: Record<Language, { failed: string; back: string; continue: string }> = {
  en: {
    failed: "Can't start the payment",
    back: 'Back to payments',
    continue: 'Continue to the payment page',
  },
  ru: {
    failed: 'Не удалось начать платёж',
    back: 'Вернуться к платежам',
    continue: 'Перейти на страницу оплаты',
  },
  uk: {
    failed: 'Не вдалося розпочати платіж',
    back: 'Повернутися до платежів',
    continue: 'Перейти на сторінку оплати',
  },
};

/** The console's uppercase language as a page language, and as WayForPay's (UK is UA there). */
export const pageLanguageOf = (lang: PaymentCreateQuery['lang']): Language | undefined =>
  lang === undefined ? undefined : (lang.toLowerCase() as Language);

export const checkoutLanguageOf = (
  lang: PaymentCreateQuery['lang'],
): CheckoutLanguage | undefined => (lang === 'UK' ? 'UA' : lang);

/** Sends the browser on to the provider: a self-submitting signed form, or a redirect. */
export function sendCheckout(reply: FastifyReply, checkout: Checkout, language: Language) {
  if (checkout.kind === 'redirect') return reply.redirect(checkout.checkoutUrl, 302);
  const texts = PAGE_TEXTS[language];
  return sendHtml(reply, 200, {
    title: texts.continue,
    lang: language,
    body: `<p>${escapeHtml(texts.continue)}…</p>`,
    autoSubmit: { action: checkout.action, fields: checkout.fields, button: texts.continue },
    formTargets: [checkout.action],
  });
}

/** A readable page for a checkout that cannot start: the messages and a link back. */
export function sendCheckoutError(
  reply: FastifyReply,
  status: number,
  messages: readonly string[],
  language: Language,
) {
  const texts = PAGE_TEXTS[language];
  const items = messages.map((m) => `<li>${escapeHtml(translate(m, language))}</li>`).join('');
  return sendHtml(reply, status, {
    title: texts.failed,
    lang: language,
    body: `<h1>${escapeHtml(texts.failed)}</h1><ul>${items}</ul><p><a href="/payments">${escapeHtml(texts.back)}</a></p>`,
  });
}
