import { formatReceiptDate } from './receipt-date.js';
import type { ReceiptStat } from './receipt-stat.js';

export interface ReceiptFields {
  /** The message id given in submit_sm_resp. */
  id: string;
  /** Parts submitted; defaults to 1. Numbers are written as three digits. */
  sub?: number | string;
  /** Parts delivered; defaults to 1 for DELIVRD, else 0. */
  dlvrd?: number | string;
  submitDate: Date;
  doneDate: Date;
  stat: ReceiptStat;
  /** Network or SMSC error code; defaults to 0. Numbers are written as three digits. */
  err?: number | string;
  /** The original text; only its first 20 characters are kept. */
  text?: string;
}

const RECEIPT_TEXT_CHARACTERS = 20;

function threeDigits(value: number | string): string {
  return typeof value === 'number' ? String(value).padStart(3, '0') : value;
}

/**
 * The receipt text of SMPP 3.4 appendix B:
 * `id:… sub:001 dlvrd:001 submit date:YYMMDDhhmm done date:YYMMDDhhmm stat:DELIVRD err:000 text:…`
 * with dates in UTC.
 */
export function buildReceiptText(fields: ReceiptFields): string {
  if (fields.id.length === 0 || /\s/.test(fields.id)) {
    throw new RangeError(
      `receipt id ${JSON.stringify(fields.id)} must be non-empty without spaces`,
    );
  }
  const dlvrd = fields.dlvrd ?? (fields.stat === 'DELIVRD' ? 1 : 0);
  const text = Array.from(fields.text ?? '')
    .slice(0, RECEIPT_TEXT_CHARACTERS)
    .join('');
  return [
    `id:${fields.id}`,
    `sub:${threeDigits(fields.sub ?? 1)}`,
    `dlvrd:${threeDigits(dlvrd)}`,
    `submit date:${formatReceiptDate(fields.submitDate)}`,
    `done date:${formatReceiptDate(fields.doneDate)}`,
    `stat:${fields.stat}`,
    `err:${threeDigits(fields.err ?? 0)}`,
    `text:${text}`,
  ].join(' ');
}
