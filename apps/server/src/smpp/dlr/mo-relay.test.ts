import { InterfaceVersion, TlvTag } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import type { MoDeliveryRow } from '../../db/schema.js';
import { relayedPdu } from './mo-relay.js';

const row = (overrides: Partial<MoDeliveryRow> = {}): MoDeliveryRow => ({
  id: 1,
  client_id: 2,
  route_id: 3,
  mo_message_id: 4,
  seq: 1,
  source_addr: '447700900001',
  source_addr_ton: 1,
  source_addr_npi: 1,
  destination_addr: '447000111',
  dest_addr_ton: 0,
  dest_addr_npi: 1,
  esm_class: 0x40,
  data_coding: 8,
  short_message: '050003070201' + '00680069',
  tlvs: JSON.stringify([{ tag: TlvTag.source_port, value: '1f90' }]),
  state: 'queued',
  attempts: 0,
  command_status: null,
  due_at: 0,
  created_at: 0,
  done_at: null,
  ...overrides,
});

describe('relayedPdu', () => {
  it('relays the MO part as the SMSC sent it: addresses, esm_class, coding, octets, TLVs', () => {
    const pdu = relayedPdu(row(), InterfaceVersion.V34);
    expect(pdu).toMatchObject({
      source_addr: '447700900001',
      source_addr_ton: 1,
      destination_addr: '447000111',
      dest_addr_ton: 0,
      esm_class: 0x40,
      data_coding: 8,
    });
    expect(pdu.short_message.toString('hex')).toBe('05000307020100680069');
    expect(pdu.tlvs).toEqual([{ tag: TlvTag.source_port, value: Buffer.from('1f90', 'hex') }]);
  });

  it('gives an SMPP 3.3 bind no TLVs, and a message_payload that fits as short_message', () => {
    const payload = Buffer.from('a long text in a payload', 'latin1');
    const pdu = relayedPdu(
      row({
        esm_class: 0,
        short_message: '',
        tlvs: JSON.stringify([{ tag: TlvTag.message_payload, value: payload.toString('hex') }]),
      }),
      InterfaceVersion.V33,
    );
    expect(pdu.tlvs).toEqual([]);
    expect(pdu.short_message).toEqual(payload);
    // 3.4 and later keep the payload where it was.
    const modern = relayedPdu(
      row({
        short_message: '',
        tlvs: JSON.stringify([{ tag: TlvTag.message_payload, value: payload.toString('hex') }]),
      }),
      InterfaceVersion.V50,
    );
    expect(modern.short_message.length).toBe(0);
    expect(modern.tlvs[0]?.value).toEqual(payload);
  });
});
