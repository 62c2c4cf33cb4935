/** Information element identifiers (3GPP TS 23.040 §9.2.3.24). */
export const IE_CONCATENATION_8BIT = 0x00;
export const IE_PORTS_8BIT = 0x04;
export const IE_PORTS_16BIT = 0x05;
export const IE_CONCATENATION_16BIT = 0x08;

export interface InformationElement {
  id: number;
  data: Uint8Array;
}

export interface UdhConcatenation {
  ref: number;
  total: number;
  seq: number;
  referenceBits: 8 | 16;
}

export interface UdhPorts {
  destination: number;
  source: number;
  bits: 8 | 16;
}

export interface ParsedUdh {
  /** Octets the header takes, its length octet included: where the text starts. */
  length: number;
  /** Every element in order, unknown ones included, so nothing is lost when relaying. */
  elements: InformationElement[];
  concatenation?: UdhConcatenation;
  ports?: UdhPorts;
}

export class MalformedUdhError extends Error {
  override readonly name = 'MalformedUdhError';
}

/** Parses the UDH at the start of a short message whose esm_class has UDHI (0x40) set. */
export function parseUdh(octets: Uint8Array): ParsedUdh {
  const headerLength = octets[0];
  if (headerLength === undefined) throw new MalformedUdhError('empty short message has no UDH');
  const end = 1 + headerLength;
  if (end > octets.length) {
    throw new MalformedUdhError(`UDH length ${headerLength} exceeds the ${octets.length} octets`);
  }
  const elements: InformationElement[] = [];
  let offset = 1;
  while (offset < end) {
    const id = octets[offset];
    const length = octets[offset + 1];
    if (id === undefined || length === undefined || offset + 2 + length > end) {
      throw new MalformedUdhError(`information element at offset ${offset} runs past the UDH`);
    }
    elements.push({ id, data: octets.slice(offset + 2, offset + 2 + length) });
    offset += 2 + length;
  }
  const parsed: ParsedUdh = { length: end, elements };
  // A repeated element: the last occurrence counts (3GPP TS 23.040 §9.2.3.24).
  for (const element of elements) {
    const concatenation = readConcatenation(element);
    if (concatenation) parsed.concatenation = concatenation;
    const ports = readPorts(element);
    if (ports) parsed.ports = ports;
  }
  return parsed;
}

function readConcatenation({ id, data }: InformationElement): UdhConcatenation | undefined {
  let concatenation: UdhConcatenation | undefined;
  if (id === IE_CONCATENATION_8BIT && data.length === 3) {
    concatenation = { ref: data[0] ?? 0, total: data[1] ?? 0, seq: data[2] ?? 0, referenceBits: 8 };
  } else if (id === IE_CONCATENATION_16BIT && data.length === 4) {
    const ref = ((data[0] ?? 0) << 8) | (data[1] ?? 0);
    concatenation = { ref, total: data[2] ?? 0, seq: data[3] ?? 0, referenceBits: 16 };
  }
  // A zero total or a sequence outside 1..total makes the element void (TS 23.040 §9.2.3.24.1).
  if (!concatenation || concatenation.total === 0) return undefined;
  if (concatenation.seq === 0 || concatenation.seq > concatenation.total) return undefined;
  return concatenation;
}

function readPorts({ id, data }: InformationElement): UdhPorts | undefined {
  if (id === IE_PORTS_8BIT && data.length === 2) {
    return { destination: data[0] ?? 0, source: data[1] ?? 0, bits: 8 };
  }
  if (id === IE_PORTS_16BIT && data.length === 4) {
    return {
      destination: ((data[0] ?? 0) << 8) | (data[1] ?? 0),
      source: ((data[2] ?? 0) << 8) | (data[3] ?? 0),
      bits: 16,
    };
  }
  return undefined;
}

/** Builds a UDH (length octet first) from information elements. */
export function buildUdh(elements: readonly InformationElement[]): Uint8Array {
  const length = elements.reduce((sum, element) => sum + 2 + element.data.length, 0);
  if (length > 0xff) throw new RangeError(`UDH of ${length} octets does not fit its length octet`);
  const udh = new Uint8Array(1 + length);
  udh[0] = length;
  let offset = 1;
  for (const { id, data } of elements) {
    udh[offset] = id;
    udh[offset + 1] = data.length;
    udh.set(data, offset + 2);
    offset += 2 + data.length;
  }
  return udh;
}

/** The concatenation element for one part, with an 8- or 16-bit reference. */
export function concatenationElement(
  ref: number,
  total: number,
  seq: number,
  referenceBits: 8 | 16,
): InformationElement {
  if (referenceBits === 8)
    return { id: IE_CONCATENATION_8BIT, data: Uint8Array.of(ref, total, seq) };
  return { id: IE_CONCATENATION_16BIT, data: Uint8Array.of(ref >> 8, ref & 0xff, total, seq) };
}
