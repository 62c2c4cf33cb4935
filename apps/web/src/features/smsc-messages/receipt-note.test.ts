import { describe, expect, it } from 'vitest';
import { missingReceipt } from './receipt-note';

const accepted = {
  dlr_text: null,
  status: 'submitted',
  command_status: 0,
  registered_delivery: 1,
} as const;

describe('missingReceipt', () => {
  it('is null once a receipt has arrived', () => {
    expect(missingReceipt({ ...accepted, dlr_text: 'id:1 stat:DELIVRD' })).toBeNull();
  });

  it('says the submit was refused when the SMSC answered with an error', () => {
    // ESME_RSUBMITFAIL
    expect(missingReceipt({ ...accepted, status: 'failed', command_status: 0x45 })).toBe(
      'submitRefused',
    );
  });

  it('says the message was not submitted when it failed without an answer', () => {
    expect(missingReceipt({ ...accepted, status: 'failed', command_status: null })).toBe(
      'notSubmitted',
    );
  });

  it('says none was requested when registered_delivery asks for no receipt', () => {
    expect(missingReceipt({ ...accepted, registered_delivery: 0 })).toBe('noReceiptRequested');
  });

  it('waits for a receipt of an accepted message that asked for one', () => {
    expect(missingReceipt(accepted)).toBe('noReceipt');
    expect(missingReceipt({ ...accepted, status: 'queued', command_status: null })).toBe(
      'noReceipt',
    );
  });
});
