import { tlvName } from '@routelab/smpp';

/** Stored TLVs ({tag, value hex}) with the SMPP name of each known tag, for the console. */
export function namedTlvs(tlvs: readonly { tag: number; value: string }[]) {
  return tlvs.map(({ tag, value }) => ({ tag, name: tlvName(tag) ?? null, value }));
}
