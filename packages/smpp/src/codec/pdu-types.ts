import type {
  CommandName,
  RequestCommandName,
  ResponseCommandName,
  ResponseNameFor,
} from '../protocol/command-id.js';
import type { FieldLayout, PduLayouts } from './layouts.js';

/** An optional parameter exactly as on the wire; known and unknown tags alike. */
export interface Tlv {
  tag: number;
  value: Buffer;
}

/** A submit_multi destination: an SME address (dest_flag 1) or a distribution list (2). */
export type DestAddress =
  | { dest_flag: 1; dest_addr_ton: number; dest_addr_npi: number; destination_addr: string }
  | { dest_flag: 2; dl_name: string };

/** A destination submit_multi_resp reports as failed. */
export interface UnsuccessSme {
  dest_addr_ton: number;
  dest_addr_npi: number;
  destination_addr: string;
  error_status_code: number;
}

type FieldValue<F extends FieldLayout> = F extends { kind: 'u8' }
  ? number
  : F extends { kind: 'cstring' | 'time' }
    ? string
    : F extends { kind: 'short_message' }
      ? Buffer
      : F extends { kind: 'dest_address' }
        ? DestAddress[]
        : F extends { kind: 'unsuccess_sme' }
          ? UnsuccessSme[]
          : never;

type Body<L extends readonly FieldLayout[]> = { [F in L[number] as F['name']]: FieldValue<F> };
type Flatten<T> = { [K in keyof T]: T[K] };

/** The mandatory body fields of a command, snake_case as in the spec. */
export type PduBody<K extends CommandName> = Body<PduLayouts[K]>;

/**
 * One decoded PDU. sm_length, number_of_dests and no_unsuccess are implied by their lists.
 * Buffers in a decoded PDU share memory with the frame they came from.
 */
export type PduOf<K extends CommandName> = Flatten<
  {
    command: K;
    commandStatus: number;
    sequenceNumber: number;
    tlvs: Tlv[];
  } & PduBody<K>
>;

/** Every PDU, discriminated by `command`. */
export type Pdu = { [K in CommandName]: PduOf<K> }[CommandName];
export type RequestPdu = { [K in RequestCommandName]: PduOf<K> }[RequestCommandName];
export type ResponsePdu = { [K in ResponseCommandName]: PduOf<K> }[ResponseCommandName];
/** The response PDU type for a request, e.g. ResponseFor<'submit_sm'> is PduOf<'submit_sm_resp'>. */
export type ResponseFor<K extends RequestCommandName> = PduOf<ResponseNameFor<K>>;
