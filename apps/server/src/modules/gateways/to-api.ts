import type { BindType, DefaultCharset, Gateway } from '@routelab/shared';
import type { GatewayRow } from '../../db/schema.js';

/** A gateway as the API shows it: never the password, sealed or not. */
export function toGateway(row: GatewayRow): Gateway {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls === 1,
    tls_verify: row.tls_verify === 1,
    tls_ca: row.tls_ca,
    system_id: row.system_id,
    system_type: row.system_type,
    bind_type: row.bind_type as BindType,
    interface_version: row.interface_version,
    addr_ton: row.addr_ton,
    addr_npi: row.addr_npi,
    default_charset: row.default_charset as DefaultCharset,
    address_range: row.address_range,
    source_addr: row.source_addr,
    source_addr_ton: row.source_addr_ton,
    source_addr_npi: row.source_addr_npi,
    enquire_link_interval: row.enquire_link_interval,
    reconnect_delay: row.reconnect_delay,
    window_size: row.window_size,
    throughput_limit: row.throughput_limit,
    enabled: row.enabled === 1,
    created_at: new Date(Number(row.created_at)).toISOString(),
    updated_at: new Date(Number(row.updated_at)).toISOString(),
    unmatched_receipts: {
      count: Number(row.unmatched_receipts),
      last_at:
        row.unmatched_receipt_at === null
          ? null
          : new Date(Number(row.unmatched_receipt_at)).toISOString(),
      last_id: row.unmatched_receipt_id,
    },
  };
}
