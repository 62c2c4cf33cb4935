import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: times are epoch milliseconds in
 * bigint columns, money is integer micro-dollars, lists are comma-separated text.
 */
export interface UsersTable {
  id: Generated<number>;
  /** Always lower case: e-mails are case-insensitive. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  /** Comma-separated group names, e.g. "user,admin". */
  groups: string;
  tier: string;
  balance_micros: Generated<number>;
  email_confirmed_at: number | null;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  /** HMAC of the cookie value; the value itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export type TokenPurpose = 'register-confirm' | 'reset-password' | 'email-change';

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: TokenPurpose;
  user_id: number;
  /** The new address for e-mail change tokens. */
  new_email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  gateways: GatewaysTable;
  smsc_messages: SmscMessagesTable;
  smsc_message_parts: SmscMessagePartsTable;
  pdu_logs: PduLogsTable;
  clients: ClientsTable;
  esme_messages: EsmeMessagesTable;
  esme_message_parts: EsmeMessagePartsTable;
  load_tests: LoadTestsTable;
  jobs: JobsTable;
  api_keys: ApiKeysTable;
  outbox: OutboxTable;
  id_blocks: IdBlocksTable;
  ledger_entries: LedgerEntriesTable;
  prices: PricesTable;
  payments: PaymentsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sendsms_reports: SendsmsReportsTable;
  dedicated_smpp: DedicatedSmppTable;
  social_identities: SocialIdentitiesTable;
  twitter_request_tokens: TwitterRequestTokensTable;
  routes: RoutesTable;
  gateway_prices: GatewayPricesTable;
  mo_deliveries: MoDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TokenRow = Selectable<TokensTable>;

/** API keys (migration 0020): the key itself is never stored, only its HMAC. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The visible start of the key, to tell keys apart in lists. */
  prefix: string;
  /** HMAC-SHA256 of the whole key, keyed with SECRET_KEY (hex). */
  key_hash: string;
  /** JSON array of ApiPermission codes. */
  permissions: string;
  /** JSON array of IPv4/IPv6 addresses and CIDR blocks; empty allows any address. */
  allowed_ips: string;
  enabled: number;
  expires_at: number | null;
  last_used_at: number | null;
  last_used_ip: string | null;
  created_at: number;
  /** Requests per second the key may make (migration 0027). */
  rate_limit: Generated<number>;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** dlr-url requests of messages sent through /cgi-bin/sendsms (migration 0026). */
export interface SendsmsReportsTable {
  id: Generated<number>;
  message_id: number;
  user_id: number;
  dlr_url: string;
  /** Kannel's dlr-mask: 1 delivered, 2 failed, 4 buffered, 8 SMSC ack, 16 SMSC reject. */
  dlr_mask: number;
  sender: string;
  receiver: string;
  /** The gateway's name: Kannel's smsc-id (%i). */
  smsc_id: string;
  meta_data: string | null;
  /** The dlr-mask bits already handed to the job queue. */
  reported: Generated<number>;
  /** 1 while a report it asks for may still come. */
  open: Generated<number>;
  created_at: number;
}

/** SMPP client side (migration 0002). Booleans are 0/1 integers in both dialects. */
export interface GatewaysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  host: string;
  port: number;
  tls: number;
  /** 1: the SMSC's certificate is checked (migration 0011). */
  tls_verify: number;
  /** PEM certificates trusted for the SMSC instead of the public CAs (migration 0011). */
  tls_ca: string | null;
  system_id: string;
  /** AES-256-GCM, see crypto/secret-box.ts; never leaves the server. */
  password_enc: string;
  system_type: string;
  bind_type: string;
  interface_version: number;
  addr_ton: number;
  addr_npi: number;
  /** What data_coding 0 means on the link: gsm7, ascii or latin1 (migration 0013). */
  default_charset: string;
  address_range: string;
  source_addr: string;
  source_addr_ton: number | null;
  source_addr_npi: number | null;
  enquire_link_interval: number;
  reconnect_delay: number;
  window_size: number;
  throughput_limit: number;
  enabled: number;
  created_at: number;
  updated_at: number;
  /** Delivery receipts that matched no sent part, the last one's time and id (migration 0018). */
  unmatched_receipts: Generated<number>;
  unmatched_receipt_at: number | null;
  unmatched_receipt_id: string | null;
}

/** A message's addresses as SMPP gives them (source and destination, each with TON and NPI). */
export interface SmppAddressColumns {
  source_addr: string;
  source_addr_ton: number;
  source_addr_npi: number;
  destination_addr: string;
  dest_addr_ton: number;
  dest_addr_npi: number;
}

/** What both sides store of every message: its addresses and its content. */
export interface MessageContentColumns extends SmppAddressColumns {
  text: string;
  data_coding: number;
  esm_class: number;
  registered_delivery: number;
  parts: number;
  message_id: string | null;
}

export interface SmscMessagesTable extends MessageContentColumns {
  id: Generated<number>;
  user_id: number;
  gateway_id: number | null;
  direction: string;
  status: string;
  command_status: number | null;
  error: string | null;
  dlr_text: string | null;
  params: string;
  load_test_id: string | null;
  created_at: number;
  submitted_at: number | null;
  done_at: number | null;
  /** Micro-dollars charged net of refunds; null when received, or sent with billing off. */
  cost_micros: number | null;
  /** A routed submit: the received part this message carries (migration 0037); else null. */
  esme_part_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The route that sent it, and which of the route's gateways it is on (0 = the first). */
  route_id: ColumnType<number | null, number | null | undefined, number | null>;
  route_attempt: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * A sent part's place in the outbox: queued -> reserved (claimed by a link; nothing of it has
 * left) -> sending (committed just before its submit_sm is written: it may have reached the
 * SMSC) -> answered. No migration: the column is varchar(10) without a check.
 */
export type PartState = 'queued' | 'reserved' | 'sending' | 'answered';

export interface SmscMessagePartsTable {
  id: Generated<number>;
  sms_id: number;
  gateway_id: number | null;
  seq: number;
  state: PartState;
  status: string;
  esm_class: number;
  /** Hex. */
  short_message: string;
  tlvs: string;
  session_id: string | null;
  sequence_number: number | null;
  smsc_message_id: string | null;
  id_decimal: string | null;
  id_hex_value: string | null;
  command_status: number | null;
  error: string | null;
  dlr_text: string | null;
  receipt_session_id: string | null;
  receipt_sequence_number: number | null;
  created_at: number;
  submitted_at: number | null;
  responded_at: number | null;
  done_at: number | null;
  /** Micro-dollars charged for this part and not refunded (0 once refunded). */
  charged_micros: Generated<number>;
}

export interface PduLogsTable {
  id: Generated<number>;
  side: 'smsc' | 'esme';
  user_id: number;
  connection_id: number;
  session_id: string;
  direction: 'in' | 'out';
  command_id: number;
  command_status: number;
  sequence_number: number;
  message_id: string | null;
  length: number;
  raw: Buffer;
  created_at: number;
  /** 1: a deliver_sm whose receipt matched no sent part (migration 0018). */
  unmatched_receipt: Generated<number>;
  /** Lower-case addresses and text of a PDU carrying a message, for search (migration 0034). */
  search_text: string | null;
}

export type GatewayRow = Selectable<GatewaysTable>;
export type SmscMessageRow = Selectable<SmscMessagesTable>;
export type SmscMessagePartRow = Selectable<SmscMessagePartsTable>;
export type NewSmscMessageRow = Insertable<SmscMessagesTable>;
export type NewSmscMessagePartRow = Insertable<SmscMessagePartsTable>;
export type PduLogRow = Selectable<PduLogsTable>;

/** An ESME account on our SMPP server (migration 0003). */
export interface ClientsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  system_id: string;
  password_hash: string;
  /** Comma-separated IPs / CIDR blocks; empty allows every address. */
  allowed_ips: string;
  max_binds: number;
  throughput_limit: number;
  /** JSON of the shared DlrPolicy. */
  dlr_policy: string;
  /** 0 or 1 (portable boolean). */
  enabled: number;
  created_at: number;
  updated_at: number;
  /** Submits refused because the owner's balance could not cover them (migration 0022). */
  refused_for_balance: ColumnType<number, number | undefined, number>;
  /** When the last of them was refused; null: never. */
  refused_for_balance_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'off': store and simulate; 'on': submits go out through the MT routes (migration 0037). */
  routing: ColumnType<string, string | undefined, string>;
  /** With no route: 'refuse' (ESME_RINVDSTADR) or 'accept_report' (stored, UNDELIV receipt). */
  no_route: ColumnType<string, string | undefined, string>;
}

/** An MT or MO route (migration 0037); match and action are JSON of the shared schemas. */
export interface RoutesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  kind: string;
  priority: number;
  enabled: number;
  match: string;
  action: string;
  created_at: number;
  updated_at: number;
}
export type RouteRow = Selectable<RoutesTable>;

/** A gateway's price for destinations starting with `prefix` (least-cost routing). */
export interface GatewayPricesTable {
  gateway_id: number;
  prefix: string;
  price_micros: number;
}

/** A message received from an ESME; its id is assigned by the server (see 0003-esme). */
export interface EsmeMessagesTable extends MessageContentColumns {
  id: number;
  user_id: number;
  client_id: number;
  command: string;
  service_type: string;
  concatenation: string | null;
  parts_received: number;
  status: string;
  command_status: number | null;
  dlr_text: string | null;
  /** JSON array of {tag, value (hex)} of the first part. */
  tlvs: string;
  created_at: number;
  done_at: number | null;
  /** schedule_delivery_time as a moment; null: at once (migration 0015). */
  scheduled_at: number | null;
  /** When validity_period ends; null: none given (migration 0015). */
  valid_until: number | null;
  /** The message that replaced this pending one (replace_if_present_flag, migration 0015). */
  replaced_by: number | null;
  /**
   * What its accepted parts were charged, micro-dollars (migration 0022); null: nothing was
   * charged because billing was off.
   */
  cost_micros: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One submit_sm / data_sm (or one submit_multi destination) as received. */
export interface EsmeMessagePartsTable {
  id: number;
  esme_message_id: number;
  client_id: number;
  seq: number;
  /** The id given in the response; null when the submit was refused. */
  message_id: string | null;
  short_message_hex: string;
  esm_class: number;
  registered_delivery: number;
  tlvs: string;
  status: string;
  command_status: number | null;
  submitted_at: number;
  done_at: number | null;
  dlr_text: string | null;
  /** Set while a delivery report is to be sent; cleared once sent or expired. */
  report_due_at: number | null;
  report_expires_at: number | null;
  report_status: string | null;
  report_error: number | null;
  /**
   * When the automatic outcome becomes the part's state, receipt or not (migration 0015); the
   * outcome is report_status / report_error. Cleared once applied.
   */
  outcome_at: number | null;
  /** The session the part was submitted on (migration 0014; null before it). */
  session_id: string | null;
  /** deliver_sm of the report the ESME refused (migration 0014). */
  report_attempts: Generated<number>;
  /** The command_status of the last refusal. */
  report_refused_status: number | null;
  /** When the server gave up sending the report after refusals. */
  report_failed_at: number | null;
  /**
   * When what the report tells happened, its receipt's done date (migration 0039: a routed
   * part's provider outcome); null: the time the receipt is sent.
   */
  report_done_at: number | null;
}

export type ClientRow = Selectable<ClientsTable>;
export type EsmeMessageRow = Selectable<EsmeMessagesTable>;
export type EsmeMessagePartRow = Selectable<EsmeMessagePartsTable>;
export type NewEsmeMessageRow = Insertable<EsmeMessagesTable>;
export type NewEsmeMessagePartRow = Insertable<EsmeMessagePartsTable>;

/** A load test's progress once it has run, as the API gives it (migration 0010). */
export interface LoadTestsTable {
  id: string;
  user_id: number;
  /** LoadTestProgress as JSON. */
  progress: string;
  updated_at: number;
  /** When it was started (migration 0035). */
  started_at: number;
}

/**
 * Durable jobs (migrations 0016, 0031). Pending: finished_at NULL. Done: finished_at set and
 * last_error NULL; given up: finished_at set and last_error kept. Recurring jobs never finish:
 * each run moves run_at on. Finished jobs are deleted after a while (the jobs.cleanup job).
 */
export interface JobsTable {
  id: Generated<number>;
  /** The job kind: the handler registered under this name runs it. */
  name: string;
  /** JSON. */
  payload: string;
  /** One row per key (recurring jobs and singletons); NULL for ordinary jobs. */
  unique_key: string | null;
  run_at: number;
  /** Runs started, including one whose process died. */
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  /** The runner holding the lease, while it runs the job. */
  locked_by: string | null;
  locked_until: number | null;
  created_at: number;
  finished_at: number | null;
  /** Jobs of one key run one at a time, in id order (migration 0031). */
  ordering_key: string | null;
  /** Enqueues of its unique key while it was unfinished (migration 0031). */
  enqueue_count: Generated<number>;
}
/** An event a subscriber must not lose, until delivered (migration 0017, see OutboxRelay). */
export interface OutboxTable {
  id: Generated<number>;
  /** A DurableEventKind. */
  kind: string;
  user_id: number;
  /** The event's data as JSON. */
  payload: string;
  created_at: number;
  /** Failed deliveries so far. */
  attempts: Generated<number>;
  /** When it may be tried (again); while a relay holds it, the end of that relay's lease. */
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
}

export type OutboxRow = Selectable<OutboxTable>;

/** The next unreserved id of each sequence handed out in blocks (migration 0019). */
export interface IdBlocksTable {
  name: string;
  next_id: number;
}

/** One balance change (migration 0021); amounts in micro-dollars, signed. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  amount_micros: number;
  balance_after_micros: number;
  reference: string | null;
  note: string | null;
  actor_id: number | null;
  created_at: number;
}
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;

/** A tier's prices in micro-dollars (migration 0021). */
export interface PricesTable {
  tier: string;
  sent_segment_micros: number;
  received_segment_micros: number;
  dedicated_ip_micros: number;
  updated_at: number;
}

/** A top-up through a payment provider (migration 0024); times in ms (bigint: strings on PostgreSQL). */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  /** Whole USD. */
  amount: number;
  currency: string;
  status: string;
  reference: string;
  checkout_url: string | null;
  reason: string | null;
  /** 1: made in a built-in sandbox. */
  sandbox: number;
  created_at: number;
  updated_at: number;
  expires_at: number;
  credited_at: number | null;
}
export type PaymentRow = Selectable<PaymentsTable>;

/** A webhook of an ESME account or a gateway (migration 0025). */
export interface WebhooksTable {
  id: Generated<number>;
  user_id: number;
  client_id: number | null;
  gateway_id: number | null;
  url: string;
  /** Sealed with the SecretBox: deliveries are signed with it. */
  secret: string;
  secret_prefix: string;
  /** JSON array of WebhookEvent codes. */
  events: string;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export type WebhookRow = Selectable<WebhooksTable>;

/** One event for one webhook and its attempts (migration 0025). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  event_id: string;
  /** The JSON body, sent again as it is by a redelivery. */
  payload: string;
  /** A WebhookDeliveryStatus. */
  status: string;
  attempts: Generated<number>;
  http_status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  created_at: number;
  last_attempt_at: number | null;
  /** When it is tried (again); null once delivered or failed. */
  next_attempt_at: number | null;
}

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A user's dedicated SMPP subscription (migration 0028). */
export interface DedicatedSmppTable {
  id: Generated<number>;
  user_id: number;
  port: number;
  /** JSON array of IPv4/IPv6 addresses and CIDR blocks allowed to connect. */
  ip_addresses: string;
  /** active, grace or suspended. */
  status: string;
  period_start: number;
  period_end: number;
  grace_until: number | null;
  /** What the current period was charged per address (pro rata charges and refunds use it). */
  price_per_ip_micros: number;
  /** The language of its e-mails (that of the request that subscribed). */
  language: Generated<string>;
  refused_count: Generated<number>;
  refused_last_address: string | null;
  refused_last_at: number | null;
  created_at: number;
  updated_at: number;
}
export type DedicatedSmppRow = Selectable<DedicatedSmppTable>;

/** A provider identity of a user (migration 0029). */
export interface SocialIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  /** google, facebook or twitter. */
  provider: string;
  /** The provider's id of the person (Google `sub`, Facebook and Twitter user ids). */
  subject: string;
  email: string | null;
  name: string | null;
  created_at: number;
}
export type SocialIdentityRow = Selectable<SocialIdentitiesTable>;

/** A Twitter request token between the token call and the callback (migration 0029). */
export interface TwitterRequestTokensTable {
  token: string;
  /** oauth_token_secret, sealed with the SecretBox. */
  secret: string;
  created_at: number;
}

/** What an MO route relays to an ESME account: one row per MO part (migration 0038). */
export interface MoDeliveriesTable extends SmppAddressColumns {
  id: Generated<number>;
  client_id: number;
  route_id: number | null;
  mo_message_id: number;
  seq: number;
  esm_class: number;
  data_coding: number;
  /** Hex, as the SMSC sent it (UDH included). */
  short_message: string;
  /** JSON [{ tag, value (hex) }]: the TLVs relayed. */
  tlvs: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** The ESME's last refusal. */
  command_status: number | null;
  due_at: number;
  created_at: number;
  done_at: number | null;
}
export type MoDeliveryRow = Selectable<MoDeliveriesTable>;
export type NewMoDeliveryRow = Insertable<MoDeliveriesTable>;
