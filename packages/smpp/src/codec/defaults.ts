import type { CommandName } from '../protocol/command-id.js';
import { DEFAULT_PDUS, EMPTY_OCTETS } from './default-pdus.js';
import { PDU_LAYOUTS, type FieldLayout } from './layouts.js';
import type { PduBody, PduOf } from './pdu-types.js';

/** The neutral value of a field: 0, '', an empty short_message or an empty list. */
export function defaultFieldValue(field: FieldLayout): unknown {
  switch (field.kind) {
    case 'u8':
      return 0;
    case 'cstring':
    case 'time':
      return '';
    case 'short_message':
      return EMPTY_OCTETS;
    case 'dest_address':
    case 'unsuccess_sme':
      return [];
  }
}

/** Optional parts of a PDU when building one: header numbers, body fields and TLVs. */
export type PduInit<K extends CommandName> = Partial<PduBody<K>> &
  Partial<Pick<PduOf<K>, 'commandStatus' | 'sequenceNumber' | 'tlvs'>>;

/**
 * Builds a PDU with every field present: what `init` gives, otherwise 0, '', empty buffers and
 * lists, commandStatus ESME_ROK and sequenceNumber 0 (the session assigns the real one).
 */
export function createPdu<K extends CommandName>(command: K, init: PduInit<K> = {}): PduOf<K> {
  const pdu = DEFAULT_PDUS[command]?.(command) ?? defaultsFromLayout(command);
  Object.assign(pdu, init);
  pdu.tlvs ??= [];
  return pdu as unknown as PduOf<K>;
}

function defaultsFromLayout(command: CommandName): Record<string, unknown> {
  const pdu: Record<string, unknown> = { command, commandStatus: 0, sequenceNumber: 0 };
  const layout: readonly FieldLayout[] = PDU_LAYOUTS[command];
  for (const field of layout) pdu[field.name] = defaultFieldValue(field);
  pdu.tlvs = [];
  return pdu;
}
