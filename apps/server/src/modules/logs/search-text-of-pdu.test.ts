import { createPdu, encodePdu, EsmClass, readHeader } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
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
});
