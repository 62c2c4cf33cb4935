import { describeDataCoding } from '@routelab/smpp/encoding';

/** Hex in groups of two, upper case, so octets can be counted. */
export const spacedHex = (hex: string) => hex.replace(/(..)(?=.)/g, '$1 ').toUpperCase();

/** 8-bit data and compressed text: the API gives their text as the body's hex. */
export function isBinaryCoding(dataCoding: number): boolean {
  const scheme = describeDataCoding(dataCoding);
  return scheme.alphabet === 'binary' || scheme.compressed;
}
