import { escapeHtml } from '../html-page.js';
import type { SandboxOrder } from './sandbox-orders.js';

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f6f6;color:#1e2026}
.banner{background:#b71c1c;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:8px;padding:24px}
.amount{font-size:2rem;font-weight:700;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#707a8a}
form{display:flex;gap:8px;margin-top:24px}button{flex:1;padding:10px;font-size:1rem;cursor:pointer}
button[value=pay]{background:#fcd535;border:1px solid #d0a900}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="alert">SANDBOX — no money moves. This is RouteLab's built-in stand-in for Binance Pay.</div>
<main>${content}</main></body></html>`;
}

/** The sandbox's checkout page: the order, and Pay / Decline / Let expire while it is open. */
export function checkoutPage(order: SandboxOrder, open: boolean, formAction: string): string {
  const back = order.status === 'PAID' ? order.returnUrl : (order.cancelUrl ?? order.returnUrl);
  const actions = open
    ? `<form method="post" action="${escapeHtml(formAction)}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="expire">Let expire</button></form>`
    : `<p>This order is final: <strong>${escapeHtml(order.status)}</strong>.</p>` +
      (back ? `<p><a href="${escapeHtml(back)}">Back to the shop</a></p>` : '');
  const webhooks = order.webhooks
    .map(
      (attempt) => `<li>${attempt.ok ? 'delivered' : 'failed'}: ${escapeHtml(attempt.detail)}</li>`,
    )
    .join('');
  return page(
    'Binance Pay sandbox — no money moves',
    `<h1>Binance Pay checkout (sandbox)</h1>
<div class="amount">${escapeHtml(order.orderAmount)} ${escapeHtml(order.currency)}</div>
<dl><dt>Order</dt><dd>${escapeHtml(order.merchantTradeNo)}</dd>
<dt>Description</dt><dd>${escapeHtml(order.description)}</dd>
<dt>Status</dt><dd>${escapeHtml(order.status)}</dd>
<dt>Expires</dt><dd>${escapeHtml(new Date(order.expireTime).toISOString())}</dd></dl>
${actions}${webhooks ? `<h2>Webhook deliveries</h2><ul>${webhooks}</ul>` : ''}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Binance Pay sandbox — order not found',
    '<h1>Order not found</h1><p>The sandbox keeps orders in memory only; this one is unknown or was dropped (for example after a restart).</p>',
  );
}
