import type { ConnectionOptions } from 'node:tls';
import type { GatewayRow } from '../../db/schema.js';

/** The tls.connect options of a TLS gateway: its CA certificates, and whether to verify at all. */
export function tlsOptionsOf(row: Pick<GatewayRow, 'tls_verify' | 'tls_ca'>): ConnectionOptions {
  return {
    rejectUnauthorized: row.tls_verify === 1,
    ...(row.tls_ca !== null && { ca: row.tls_ca }),
  };
}
