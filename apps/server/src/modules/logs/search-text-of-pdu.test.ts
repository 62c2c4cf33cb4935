import {
  createPdu,
  decodePdu,
  encodePdu,
  EsmClass,
  getTlv,
  readHeader,
  TlvTag,
  type Pdu,
} from '@routelab/smpp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../smpp/message-text.js';
import { SEARCH_TEXT_MAX, searchTextOfPdu } from './search-text-of-pdu.js';

const searchText = (pdu: Parameters<typeof encodePdu>[0]) => {
  const raw = encodePdu(pdu);
  return searchTextOfPdu(raw, readHeader(raw));
};

describe('searchTextOfPdu', () => {
  it('keeps the addresses and decoded text of a message, lower case', () => {
    expect(
      searchText(
        createPdu('submit_sm', {
          source_addr: 'Shop',
          destination_addr: '4915100000001',
          data_coding: 8,
          short_message: Buffer.from('Привет', 'utf16le').swap16(),
        }),
      ),
    ).toBe('shop\n4915100000001\nпривет');
  });

  it('leaves out the UDH of a part and keeps a long text bounded', () => {
    const udh = Buffer.from([5, 0, 3, 7, 2, 1]);
    const text = searchText(
      createPdu('deliver_sm', {
        source_addr: 'A',
        destination_addr: 'B',
        esm_class: EsmClass.UDHI,
        short_message: Buffer.concat([udh, Buffer.from('part one', 'latin1')]),
      }),
    );
    expect(text).toBe('a\nb\npart one');
    const long = searchText(
      createPdu('submit_sm', {
        destination_addr: '1',
        short_message: Buffer.alloc(254, 'x'),
      }),
    );
    expect(long!.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
  });

  it('has nothing for PDUs without a message', () => {
    expect(searchText(createPdu('submit_sm_resp', { message_id: 'abc' }))).toBeNull();
    expect(searchText(createPdu('enquire_link', {}))).toBeNull();
  });

  it('reads what a full decode reads, for any message (fields read in place, plain text as is)', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const address = fc.string({ unit: fc.constantFrom(...'AZaz09 +@$_'.split('')), maxLength: 20 });
    const message = fc.record({
      command: fc.constantFrom('submit_sm', 'deliver_sm', 'data_sm'),
      source_addr: address,
      destination_addr: address,
      schedule_delivery_time: fc.constantFrom('', '000001000000000R'),
      data_coding: fc.constantFrom(0, 1, 3, 4, 8),
      udhi: fc.boolean(),
      payload: fc.boolean(),
      text: fc.oneof(
        fc.uint8Array({ maxLength: 140 }),
        fc
          .array(fc.integer({ min: 0x20, max: 0x7a }), { maxLength: 140 })
          .map((values) => Uint8Array.from(values)),
      ),
    });
    fc.assert(
      fc.property(message, octet, (m, udhLength) => {
        const udh = m.udhi ? Buffer.from([udhLength % 8, ...Buffer.alloc(udhLength % 8, 1)]) : null;
        const body = Buffer.concat([udh ?? Buffer.alloc(0), m.text]);
        const common = {
          source_addr: m.source_addr,
          destination_addr: m.destination_addr,
          esm_class: m.udhi ? EsmClass.UDHI : 0,
          data_coding: m.data_coding,
        };
        const payloadTlv = [{ tag: TlvTag.message_payload, value: body }];
        const pdu: Pdu =
          m.command === 'data_sm'
            ? createPdu('data_sm', { ...common, tlvs: payloadTlv })
            : createPdu(m.command, {
                ...common,
                schedule_delivery_time: m.schedule_delivery_time,
                ...(m.payload ? { tlvs: payloadTlv } : { short_message: body }),
              });
        expect(searchText(pdu)).toBe(decodedSearchText(encodePdu(pdu)));
      }),
      { seed: 0x36, numRuns: 500 },
    );
  });
});

/** The same text from a full decode: the oracle the in-place reading must agree with. */
function decodedSearchText(raw: Buffer): string {
  const pdu = decodePdu(raw);
  if (pdu.command !== 'submit_sm' && pdu.command !== 'deliver_sm' && pdu.command !== 'data_sm') {
    throw new Error(`not a message: ${pdu.command}`);
  }
  let octets: Uint8Array = 'short_message' in pdu ? pdu.short_message : new Uint8Array();
  if (octets.length === 0) octets = getTlv(pdu.tlvs, TlvTag.message_payload)?.value ?? octets;
  if ((pdu.esm_class & EsmClass.UDHI) !== 0 && octets.length > 0) {
    octets = octets.subarray(Math.min(octets.length, 1 + (octets[0] ?? 0)));
  }
  return (
    [pdu.source_addr, pdu.destination_addr, messageText(octets, pdu.data_coding)]
      .join('\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f]/g, ' ')
      .toLowerCase()
      .slice(0, SEARCH_TEXT_MAX)
  );
}
