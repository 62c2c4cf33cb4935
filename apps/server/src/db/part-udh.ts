import {
  EsmClass,
  IE_CONCATENATION_16BIT,
  IE_CONCATENATION_8BIT,
  IE_PORTS_16BIT,
  IE_PORTS_8BIT,
  MalformedUdhError,
  parseUdh,
} from '@routelab/smpp';
import type { Udh } from '@routelab/shared';

/**
 * The UDH a stored part (short_message as hex) starts with, read for the console on both sides;
 * null when esm_class has no UDHI or the header is malformed.
 */
export function partUdh(hex: string, esmClass: number): Udh | null {
  if ((esmClass & EsmClass.UDHI) === 0) return null;
  try {
    const udh = parseUdh(Buffer.from(hex, 'hex'));
    const { concatenation, ports } = udh;
    // Elements read into concatenation and ports are not listed again; void ones are.
    const shownApart = (id: number) =>
      (concatenation !== undefined &&
        (id === IE_CONCATENATION_8BIT || id === IE_CONCATENATION_16BIT)) ||
      (ports !== undefined && (id === IE_PORTS_8BIT || id === IE_PORTS_16BIT));
    return {
      length: udh.length,
      concatenation: concatenation
        ? {
            reference: concatenation.ref,
            total: concatenation.total,
            seq: concatenation.seq,
            bits: concatenation.referenceBits,
          }
        : null,
      ports: ports ?? null,
      others: udh.elements
        .filter((element) => !shownApart(element.id))
        .map((element) => ({ id: element.id, hex: Buffer.from(element.data).toString('hex') })),
    };
  } catch (error) {
    if (error instanceof MalformedUdhError) return null;
    throw error;
  }
}
