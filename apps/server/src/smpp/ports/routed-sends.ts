import type { Work } from '../../db/work.js';
import type { MtRouteChoice } from './mt-router.js';

/** The submit_sm a routed part goes out as, as received from the ESME (addresses, options). */
export interface RoutedSubmitFields {
  service_type: string;
  source_addr_ton: number;
  source_addr_npi: number;
  source_addr: string;
  dest_addr_ton: number;
  dest_addr_npi: number;
  destination_addr: string;
  esm_class: number;
  protocol_id: number;
  priority_flag: number;
  schedule_delivery_time: string;
  validity_period: string;
  registered_delivery: number;
  data_coding: number;
}

/**
 * One received part of a routing account, to be sent on the gateway its route chose: an SMSC
 * message of its own, linked to the part it carries, stored in the ingest's unit of work.
 */
export interface RoutedSubmit {
  esmePartId: number;
  userId: number;
  choice: MtRouteChoice;
  submit: RoutedSubmitFields;
  /** The user data (UDH included) as received, hex. */
  octetsHex: string;
  /** Its TLVs as stored (JSON), message_payload left out. */
  tlvsJson: string;
  /** The part's text (for the Sent SMS list). */
  text: string;
  /** What the ingest charged for it (null: billing off). */
  costMicros: number | null;
  at: number;
}

/** Where routed parts are queued for their gateways (the smsc-messages module implements it). */
export interface RoutedSends {
  addRouted(work: Work, routed: readonly RoutedSubmit[]): void;
}
