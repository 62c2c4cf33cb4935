import { encodePdu, createPdu, readHeader } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import type { PduLogRow } from '../../db/schema.js';
import { pcapFileHeader, PcapWriter, PCAP_SMPP_PORT } from './pcap-writer.js';

function row(id: number, direction: 'in' | 'out', raw: Buffer, session = 's1'): PduLogRow {
  const header = readHeader(raw);
  return {
    id,
    side: 'smsc',
    user_id: 1,
    connection_id: 7,
    session_id: session,
    direction,
    command_id: header.commandId,
    command_status: header.commandStatus,
    sequence_number: header.sequenceNumber,
    message_id: null,
    length: raw.length,
    raw,
    created_at: 1_700_000_000_123,
    unmatched_receipt: 0,
    search_text: null,
  };
}

describe('PcapWriter', () => {
  it('writes a libpcap header for Ethernet frames', () => {
    const header = pcapFileHeader();
    expect(header.readUInt32LE(0)).toBe(0xa1b2c3d4);
    expect(header.readUInt32LE(20)).toBe(1);
  });

  it('frames PDUs as TCP segments to and from port 2775 with advancing sequence numbers', () => {
    const submit = encodePdu(
      createPdu('submit_sm', { destination_addr: '4915', sequenceNumber: 1 }),
    );
    const resp = encodePdu(createPdu('submit_sm_resp', { message_id: 'a1', sequenceNumber: 1 }));
    const writer = new PcapWriter('smsc');
    const first = writer.packet(row(1, 'out', submit));
    const second = writer.packet(row(2, 'in', resp));
    const third = writer.packet(row(3, 'out', submit));
    const tcp = (packet: Buffer) => packet.subarray(16 + 14 + 20);
    expect(first.readUInt32LE(0)).toBe(1_700_000_000);
    expect(first.readUInt32LE(4)).toBe(123_000);
    expect(first.readUInt32LE(8)).toBe(14 + 20 + 20 + submit.length);
    // Out of the ESME: from its own port to the SMSC's 2775; the answer comes back.
    expect(tcp(first).readUInt16BE(2)).toBe(PCAP_SMPP_PORT);
    expect(tcp(second).readUInt16BE(0)).toBe(PCAP_SMPP_PORT);
    expect(tcp(third).readUInt32BE(4)).toBe(tcp(first).readUInt32BE(4) + submit.length);
    expect(tcp(second).readUInt32BE(8)).toBe(tcp(third).readUInt32BE(4));
    expect(tcp(first).subarray(20).equals(submit)).toBe(true);
    // A correct IPv4 header checksum sums to 0xffff.
    const ip = first.subarray(16 + 14, 16 + 14 + 20);
    let sum = 0;
    for (let i = 0; i < 20; i += 2) sum += ip.readUInt16BE(i);
    while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
    expect(sum).toBe(0xffff);
  });

  it('gives each session its own client port and reverses directions on the server side', () => {
    const pdu = encodePdu(createPdu('enquire_link', { sequenceNumber: 5 }));
    const writer = new PcapWriter('esme');
    const a = writer.packet(row(1, 'in', pdu, 'a'));
    const b = writer.packet(row(2, 'in', pdu, 'b'));
    const port = (packet: Buffer) => packet.readUInt16BE(16 + 14 + 20);
    expect(port(a)).not.toBe(port(b));
    // On our server the ESME's requests arrive ('in') and go to 2775.
    expect(a.readUInt16BE(16 + 14 + 20 + 2)).toBe(PCAP_SMPP_PORT);
  });
});
