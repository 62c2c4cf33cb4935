import { createHmac } from 'node:crypto';

/**
 * The value of WEBHOOK_SIGNATURE_HEADER: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * keyed with the webhook's secret. The timestamp lets receivers refuse old (replayed) bodies.
 */
export function signatureHeader(secret: string, body: string, atMs: number): string {
  const t = Math.floor(atMs / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
