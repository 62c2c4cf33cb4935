import { SmppConnectError, SmppSessionClosedError, type DisconnectReason } from '@routelab/smpp';

/** OpenSSL verify results that mean "nothing you trust vouches for this certificate". */
const UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_UNTRUSTED',
]);
/** Other OpenSSL verify results (expired, revoked, unusable CA, ...), as Node names them. */
const OTHER_VERIFY_FAILURE = /^(CERT_|CRL_|ERROR_IN_|INVALID_|UNABLE_TO_|PATH_LENGTH_)/;
const HOST_MISMATCH = 'ERR_TLS_CERT_ALTNAME_INVALID';

const VERIFY_OFF = `switch off "Verify the SMSC's certificate"`;
const PORT_WITHOUT_TLS = ': is TLS on at that port?';

/** What the gateway asked of the connection, for advice that fits it. */
export interface LinkSecurity {
  tls: boolean;
  /** A "CA certificate to trust" is pasted. */
  ownCa: boolean;
}

/**
 * A failed TLS connection in words a user can act on: Node says only "self-signed certificate"
 * or prints OpenSSL's internals, and neither names the gateway option that helps.
 */
function tlsFailureText(
  error: Error & { code?: unknown; reason?: unknown },
  ownCa: boolean,
): string | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  const failed = `certificate verify failed: ${error.message}`;
  if (UNTRUSTED.has(code) && ownCa) {
    return `${failed}. The pasted "CA certificate to trust" did not sign the SMSC's certificate: paste the one the SMSC presents (or its CA), or ${VERIFY_OFF}.`;
  }
  if (UNTRUSTED.has(code)) {
    return `${failed}. Add the SMSC's certificate (or its CA) as "CA certificate to trust", or ${VERIFY_OFF}.`;
  }
  if (code === HOST_MISMATCH) {
    return `${failed}. Use a host the certificate names, or ${VERIFY_OFF}.`;
  }
  if (OTHER_VERIFY_FAILURE.test(code)) return `${failed}. To connect anyway, ${VERIFY_OFF}.`;
  if (code.startsWith('ERR_SSL_') && typeof error.reason === 'string') {
    const plainPort = code === 'ERR_SSL_WRONG_VERSION_NUMBER' ? PORT_WITHOUT_TLS : '';
    return `TLS handshake failed: ${error.reason}${plainPort}`;
  }
  return undefined;
}

/**
 * A connection that ends before it is up, and a port of the other kind is the usual cause: a
 * plain SMPP port drops a TLS hello, a TLS port drops a plain bind.
 */
function wrongPortText(error: Error, reason: DisconnectReason, tls: boolean): string | undefined {
  if (reason !== 'connect-failed') return undefined;
  if (tls && /before secure TLS connection was established/.test(error.message)) {
    return `TLS handshake failed: the SMSC closed the connection${PORT_WITHOUT_TLS}`;
  }
  if (!tls && error instanceof SmppSessionClosedError && error.reason === 'peer-closed') {
    return `the SMSC closed the connection before answering the bind: does that port expect TLS?`;
  }
  return undefined;
}

/**
 * One text for a connection that never opened, however it failed (refused, timed out,
 * unreachable, unresolved, or an address the operator's networks exclude): telling them apart
 * would make gateways a port scanner. The reason goes to the server log instead.
 */
function connectFailureText({ host, port }: SmppConnectError): string {
  return `Could not connect to ${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The `last_error` of a gateway whose connection failed or ended. */
export function disconnectText(
  reason: DisconnectReason,
  error: Error | undefined,
  security: LinkSecurity,
): string {
  if (!error) return `connection lost (${reason})`;
  if (error instanceof SmppConnectError) return `${reason}: ${connectFailureText(error)}`;
  const advice =
    (security.tls ? tlsFailureText(error, security.ownCa) : undefined) ??
    wrongPortText(error, reason, security.tls);
  return `${reason}: ${advice ?? error.message}`;
}
