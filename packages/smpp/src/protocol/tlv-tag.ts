/** How a TLV value is laid out on the wire: big-endian integers, a C-string, or raw octets. */
export type TlvValueType = 'int8' | 'int16' | 'int32' | 'cstring' | 'octets';

/** Every SMPP 3.4 and 5.0 optional parameter: [tag, value type]. */
const TLV_DEFINITIONS = {
  dest_addr_subunit: [0x0005, 'int8'],
  dest_network_type: [0x0006, 'int8'],
  dest_bearer_type: [0x0007, 'int8'],
  dest_telematics_id: [0x0008, 'int16'],
  source_addr_subunit: [0x000d, 'int8'],
  source_network_type: [0x000e, 'int8'],
  source_bearer_type: [0x000f, 'int8'],
  source_telematics_id: [0x0010, 'int8'],
  qos_time_to_live: [0x0017, 'int32'],
  payload_type: [0x0019, 'int8'],
  additional_status_info_text: [0x001d, 'cstring'],
  receipted_message_id: [0x001e, 'cstring'],
  ms_msg_wait_facilities: [0x0030, 'int8'],
  privacy_indicator: [0x0201, 'int8'],
  source_subaddress: [0x0202, 'octets'],
  dest_subaddress: [0x0203, 'octets'],
  user_message_reference: [0x0204, 'int16'],
  user_response_code: [0x0205, 'int8'],
  source_port: [0x020a, 'int16'],
  destination_port: [0x020b, 'int16'],
  sar_msg_ref_num: [0x020c, 'int16'],
  language_indicator: [0x020d, 'int8'],
  sar_total_segments: [0x020e, 'int8'],
  sar_segment_seqnum: [0x020f, 'int8'],
  sc_interface_version: [0x0210, 'int8'],
  callback_num_pres_ind: [0x0302, 'int8'],
  callback_num_atag: [0x0303, 'octets'],
  number_of_messages: [0x0304, 'int8'],
  callback_num: [0x0381, 'octets'],
  dpf_result: [0x0420, 'int8'],
  set_dpf: [0x0421, 'int8'],
  ms_availability_status: [0x0422, 'int8'],
  // 3 octets: network type (1) + error code (2).
  network_error_code: [0x0423, 'octets'],
  message_payload: [0x0424, 'octets'],
  delivery_failure_reason: [0x0425, 'int8'],
  more_messages_to_send: [0x0426, 'int8'],
  message_state: [0x0427, 'int8'],
  congestion_state: [0x0428, 'int8'],
  ussd_service_op: [0x0501, 'int8'],
  broadcast_channel_indicator: [0x0600, 'int8'],
  broadcast_content_type: [0x0601, 'octets'],
  broadcast_content_type_info: [0x0602, 'octets'],
  broadcast_message_class: [0x0603, 'int8'],
  broadcast_rep_num: [0x0604, 'int16'],
  broadcast_frequency_interval: [0x0605, 'octets'],
  broadcast_area_identifier: [0x0606, 'octets'],
  broadcast_error_status: [0x0607, 'int32'],
  broadcast_area_success: [0x0608, 'int8'],
  broadcast_end_time: [0x0609, 'cstring'],
  broadcast_service_group: [0x060a, 'octets'],
  billing_identification: [0x060b, 'octets'],
  source_network_id: [0x060d, 'cstring'],
  dest_network_id: [0x060e, 'cstring'],
  source_node_id: [0x060f, 'octets'],
  dest_node_id: [0x0610, 'octets'],
  dest_addr_np_resolution: [0x0611, 'int8'],
  dest_addr_np_information: [0x0612, 'octets'],
  // 5 octets of ASCII digits, not a machine integer.
  dest_addr_np_country: [0x0613, 'octets'],
  display_time: [0x1201, 'int8'],
  sms_signal: [0x1203, 'int16'],
  ms_validity: [0x1204, 'octets'],
  alert_on_message_delivery: [0x130c, 'octets'],
  its_reply_type: [0x1380, 'int8'],
  its_session_info: [0x1383, 'octets'],
} as const satisfies Record<string, readonly [number, TlvValueType]>;

type Definitions = typeof TLV_DEFINITIONS;
export type TlvName = keyof Definitions;

/** Optional parameter tags by their spec name, e.g. TlvTag.message_payload === 0x0424. */
export const TlvTag = Object.fromEntries(
  Object.entries(TLV_DEFINITIONS).map(([name, [tag]]) => [name, tag]),
) as { readonly [K in TlvName]: Definitions[K][0] };

const typesByTag = new Map<number, TlvValueType>(
  Object.values(TLV_DEFINITIONS).map(([tag, type]) => [tag, type]),
);
const namesByTag = new Map<number, TlvName>(
  (Object.keys(TLV_DEFINITIONS) as TlvName[]).map((name) => [TLV_DEFINITIONS[name][0], name]),
);

/** The value type the spec gives a tag; tags we do not know are raw octets. */
export function tlvValueType(tag: number): TlvValueType {
  return typesByTag.get(tag) ?? 'octets';
}

/** The spec name of a tag, or undefined for vendor-specific and unknown tags. */
export function tlvName(tag: number): TlvName | undefined {
  return namesByTag.get(tag);
}
