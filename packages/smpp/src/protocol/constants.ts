/** message_state values (TLV 0x0427 and query_sm_resp); SCHEDULED and SKIPPED are SMPP 5.0. */
export const MessageState = {
  SCHEDULED: 0,
  ENROUTE: 1,
  DELIVERED: 2,
  EXPIRED: 3,
  DELETED: 4,
  UNDELIVERABLE: 5,
  ACCEPTED: 6,
  UNKNOWN: 7,
  REJECTED: 8,
  SKIPPED: 9,
} as const;

/** Type of number (addr_ton, source_addr_ton, dest_addr_ton). */
export const Ton = {
  UNKNOWN: 0,
  INTERNATIONAL: 1,
  NATIONAL: 2,
  NETWORK_SPECIFIC: 3,
  SUBSCRIBER_NUMBER: 4,
  ALPHANUMERIC: 5,
  ABBREVIATED: 6,
} as const;

/** Numbering plan indicator (addr_npi, source_addr_npi, dest_addr_npi). */
export const Npi = {
  UNKNOWN: 0,
  ISDN: 1,
  DATA: 3,
  TELEX: 4,
  LAND_MOBILE: 6,
  NATIONAL: 8,
  PRIVATE: 9,
  ERMES: 10,
  INTERNET: 14,
  WAP_CLIENT_ID: 18,
} as const;

/** esm_class bits: messaging mode (bits 0-1), message type (bits 2-5), GSM features (bits 6-7). */
export const EsmClass = {
  MODE_MASK: 0x03,
  MODE_DEFAULT: 0x00,
  MODE_DATAGRAM: 0x01,
  MODE_FORWARD: 0x02,
  MODE_STORE_AND_FORWARD: 0x03,
  TYPE_MASK: 0x3c,
  TYPE_DEFAULT: 0x00,
  TYPE_DELIVERY_RECEIPT: 0x04,
  TYPE_DELIVERY_ACK: 0x08,
  TYPE_USER_ACK: 0x10,
  TYPE_CONVERSATION_ABORT: 0x18,
  TYPE_INTERMEDIATE_NOTIFICATION: 0x20,
  UDHI: 0x40,
  REPLY_PATH: 0x80,
} as const;

/** registered_delivery bits: SMSC receipt request (bits 0-1), SME ack (2-3), intermediate (4). */
export const RegisteredDelivery = {
  RECEIPT_MASK: 0x03,
  NO_RECEIPT: 0x00,
  RECEIPT_ALWAYS: 0x01,
  RECEIPT_ON_FAILURE: 0x02,
  RECEIPT_ON_SUCCESS: 0x03,
  SME_ACK_MASK: 0x0c,
  INTERMEDIATE_NOTIFICATION: 0x10,
} as const;

/** data_coding values; the full byte matters (message class and indication groups exist). */
export const DataCoding = {
  DEFAULT: 0x00,
  IA5: 0x01,
  BINARY_UNSPECIFIED: 0x02,
  LATIN1: 0x03,
  BINARY: 0x04,
  JIS: 0x05,
  CYRILLIC: 0x06,
  HEBREW: 0x07,
  UCS2: 0x08,
  PICTOGRAM: 0x09,
  ISO_2022_JP: 0x0a,
  EXTENDED_KANJI: 0x0d,
  KS_C_5601: 0x0e,
} as const;

/** interface_version in bind PDUs and the sc_interface_version TLV. */
export const InterfaceVersion = {
  V33: 0x33,
  V34: 0x34,
  V50: 0x50,
} as const;

/** dest_flag in a submit_multi dest_address entry. */
export const DestFlag = {
  SME_ADDRESS: 1,
  DISTRIBUTION_LIST: 2,
} as const;
