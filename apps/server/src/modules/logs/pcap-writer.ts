import type { LogSide } from '@routelab/shared';
import type { PduLogRow } from '../../db/schema.js';

/** The SMSC end of every stream: Wireshark's SMPP dissector takes this port by default. */
export const PCAP_SMPP_PORT = 2775;
const ETHERNET = 1;
const ETH_HEADER = 14;
const IP_HEADER = 20;
const TCP_HEADER = 20;
const MAX_PAYLOAD = 65_535 - IP_HEADER - TCP_HEADER;

interface Stream {
  clientIp: number;
  serverIp: number;
  clientPort: number;
  /** Next TCP sequence number in each direction. */
  clientSeq: number;
  serverSeq: number;
}

/** The libpcap file header (microsecond timestamps, Ethernet frames). */
export function pcapFileHeader(): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeUInt32LE(65_535 + ETH_HEADER + IP_HEADER + TCP_HEADER, 16);
  header.writeUInt32LE(ETHERNET, 20);
  return header;
}

/**
 * Turns logged PDUs into packets of synthetic TCP streams, one per session: the ESME end on
 * 10.1.x.y with a port of its own, the SMSC end on 10.2.x.y:2775, sequence and acknowledgement
 * numbers advancing by each PDU's length, so Wireshark follows every session as SMPP.
 */
export class PcapWriter {
  private readonly streams = new Map<string, Stream>();

  constructor(private readonly side: LogSide) {}

  packet(row: PduLogRow): Buffer {
    const raw = Buffer.isBuffer(row.raw) ? row.raw : Buffer.from(row.raw as Uint8Array);
    const payload = raw.subarray(0, MAX_PAYLOAD);
    const stream = this.streamOf(row);
    // On the client side we are the ESME and send 'out'; on the server side the ESME sends 'in'.
    const fromClient = (this.side === 'smsc') === (row.direction === 'out');
    const seq = fromClient ? stream.clientSeq : stream.serverSeq;
    const ack = fromClient ? stream.serverSeq : stream.clientSeq;
    if (fromClient) stream.clientSeq = (stream.clientSeq + payload.length) >>> 0;
    else stream.serverSeq = (stream.serverSeq + payload.length) >>> 0;

    const frameLength = ETH_HEADER + IP_HEADER + TCP_HEADER + payload.length;
    const packet = Buffer.alloc(16 + frameLength);
    const time = Number(row.created_at);
    packet.writeUInt32LE(Math.floor(time / 1000), 0);
    packet.writeUInt32LE((time % 1000) * 1000, 4);
    packet.writeUInt32LE(frameLength, 8);
    packet.writeUInt32LE(frameLength, 12);

    const eth = 16;
    const [srcIp, dstIp] = fromClient
      ? [stream.clientIp, stream.serverIp]
      : [stream.serverIp, stream.clientIp];
    writeMac(packet, eth, dstIp);
    writeMac(packet, eth + 6, srcIp);
    packet.writeUInt16BE(0x0800, eth + 12);

    const ip = eth + ETH_HEADER;
    packet.writeUInt8(0x45, ip);
    packet.writeUInt16BE(IP_HEADER + TCP_HEADER + payload.length, ip + 2);
    packet.writeUInt16BE(row.id & 0xffff, ip + 4);
    packet.writeUInt16BE(0x4000, ip + 6);
    packet.writeUInt8(64, ip + 8);
    packet.writeUInt8(6, ip + 9);
    packet.writeUInt32BE(srcIp, ip + 12);
    packet.writeUInt32BE(dstIp, ip + 16);
    packet.writeUInt16BE(ipChecksum(packet.subarray(ip, ip + IP_HEADER)), ip + 10);

    const tcp = ip + IP_HEADER;
    packet.writeUInt16BE(fromClient ? stream.clientPort : PCAP_SMPP_PORT, tcp);
    packet.writeUInt16BE(fromClient ? PCAP_SMPP_PORT : stream.clientPort, tcp + 2);
    packet.writeUInt32BE(seq, tcp + 4);
    packet.writeUInt32BE(ack, tcp + 8);
    packet.writeUInt8(TCP_HEADER << 2, tcp + 12);
    packet.writeUInt8(0x18, tcp + 13); // PSH, ACK
    packet.writeUInt16BE(65_535, tcp + 14);
    payload.copy(packet, tcp + TCP_HEADER);
    return packet;
  }

  private streamOf(row: PduLogRow): Stream {
    const key = `${row.connection_id}/${row.session_id}`;
    let stream = this.streams.get(key);
    if (!stream) {
      const index = this.streams.size;
      const connection = Number(row.connection_id) & 0xffff;
      stream = {
        clientIp: (10 << 24) | (1 << 16) | connection,
        serverIp: (10 << 24) | (2 << 16) | connection,
        // The dynamic range (49152+): no dissector claims it, so Wireshark takes 2775 as SMPP.
        clientPort: 49_152 + (index % 16_384),
        clientSeq: 1,
        serverSeq: 1,
      };
      this.streams.set(key, stream);
    }
    return stream;
  }
}

/** A locally administered MAC that embeds the IPv4 address. */
function writeMac(buffer: Buffer, offset: number, ip: number): void {
  buffer.writeUInt16BE(0x0200, offset);
  buffer.writeUInt32BE(ip >>> 0, offset + 2);
}

function ipChecksum(header: Buffer): number {
  let sum = 0;
  for (let offset = 0; offset < header.length; offset += 2) sum += header.readUInt16BE(offset);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}
