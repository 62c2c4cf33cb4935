import { createPdu, encodePdu } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { maskBindPassword } from './mask-bind-password.js';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('maskBindPassword', () => {
  it('stars each byte of a bind password and keeps the rest of the PDU', () => {
    const pdu = encodePdu(
      createPdu('bind_transceiver', { system_id: 'shop', password: 's3cret', system_type: 'VMA' }),
    );
    const masked = Uint8Array.from(pdu);
    maskBindPassword(masked, 0x00000009);
    expect(masked.length).toBe(pdu.length);
    expect(latin1(masked)).not.toContain('s3cret');
    expect(latin1(masked)).toContain('shop\0******\0VMA\0');
  });

  it('masks outbind too, and leaves other PDUs alone', () => {
    const outbind = encodePdu(createPdu('outbind', { system_id: 'smsc', password: 'pw' }));
    maskBindPassword(outbind, 0x0000000b);
    expect(latin1(outbind)).toContain('smsc\0**\0');
    const submit = encodePdu(createPdu('submit_sm', { short_message: Buffer.from('secret') }));
    const before = Buffer.from(submit);
    maskBindPassword(submit, 0x00000004);
    expect(submit).toEqual(before);
  });

  it('stars to the end of a PDU whose password lacks its terminator', () => {
    const truncated = Buffer.concat([Buffer.alloc(16), Buffer.from('id\0pass')]);
    maskBindPassword(truncated, 0x00000002);
    expect(latin1(truncated.subarray(16))).toBe('id\0****');
  });

  it('masks a PDU inside a larger buffer without touching its neighbours', () => {
    const bind = Buffer.concat([Buffer.alloc(16), Buffer.from('id\0pass')]);
    const next = Buffer.from('after');
    const bytes = Buffer.concat([Buffer.from('before'), bind, next]);
    maskBindPassword(bytes, 0x00000002, 6, 6 + bind.length);
    expect(latin1(bytes.subarray(0, 6))).toBe('before');
    expect(latin1(bytes.subarray(22))).toBe('id\0****after');
  });
});
