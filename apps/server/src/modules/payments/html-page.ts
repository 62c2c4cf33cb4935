import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export interface HtmlPage {
  title: string;
  /** Trusted markup (escape every value put into it). */
  body: string;
  lang?: string;
  /** A form the page submits at once (a noscript button submits it without JavaScript). */
  autoSubmit?: { action: string; fields: readonly (readonly [string, string])[]; button: string };
  /** Where the page's forms may post, besides this origin. */
  formTargets?: readonly string[];
}

/**
 * Sends a small standalone page (checkout hand-offs, their errors, the sandbox). Its own CSP
 * replaces the console's: a nonce for the one inline script, forms to the provider's origin.
 */
export function sendHtml(reply: FastifyReply, status: number, page: HtmlPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const origins = (page.formTargets ?? []).map((url) => new URL(url).origin);
  let body = page.body;
  if (page.autoSubmit) {
    const inputs = page.autoSubmit.fields
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join('\n');
    body +=
      `<form id="hand-off" method="post" action="${escapeHtml(page.autoSubmit.action)}" accept-charset="utf-8">\n${inputs}\n` +
      `<noscript><button type="submit">${escapeHtml(page.autoSubmit.button)}</button></noscript></form>\n` +
      `<script nonce="${nonce}">document.getElementById('hand-off').submit();</script>`;
  }
  const html =
    `<!doctype html>\n<html lang="${escapeHtml(page.lang ?? 'en')}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(page.title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}` +
    `.sandbox{background:#fff3cd;border:1px solid #e0b000;padding:.5rem 1rem;font-weight:600}` +
    `button{font-size:1rem;margin:.25rem;padding:.5rem 1rem}</style></head>\n<body>\n${body}\n</body></html>\n`;
  return reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; ` +
        `form-action 'self' ${origins.join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}
