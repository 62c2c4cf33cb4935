import type { GatewayFailureKind } from '@routelab/shared';
import {
  SmppBindError,
  SmppConnectError,
  SmppSessionClosedError,
  type DisconnectReason,
} from '@routelab/smpp';

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
function tlsFailure(
  error: Error & { code?: unknown; reason?: unknown },
  ownCa: boolean,
): Advice | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  const failed = `certificate verify failed: ${error.message}`;
  if (UNTRUSTED.has(code) && ownCa) {
    return [
      'tls-untrusted',
      `${failed}. The pasted "CA certificate to trust" did not sign the SMSC's certificate: paste the one the SMSC presents (or its CA), or ${VERIFY_OFF}.`,
    ];
  }
  if (UNTRUSTED.has(code)) {
    return [
      'tls-untrusted',
      `${failed}. Add the SMSC's certificate (or its CA) as "CA certificate to trust", or ${VERIFY_OFF}.`,
    ];
  }
  if (code === HOST_MISMATCH) {
    return ['tls-host-mismatch', `${failed}. Use a host the certificate names, or ${VERIFY_OFF}.`];
  }
  if (OTHER_VERIFY_FAILURE.test(code)) {
    return ['tls-verify', `${failed}. To connect anyway, ${VERIFY_OFF}.`];
  }
  if (code.startsWith('ERR_SSL_') && typeof error.reason === 'string') {
    const plainPort = code === 'ERR_SSL_WRONG_VERSION_NUMBER' ? PORT_WITHOUT_TLS : '';
    return ['tls-handshake', `TLS handshake failed: ${error.reason}${plainPort}`];
  }
  return undefined;
}

/**
 * A connection that ends before it is up, and a port of the other kind is the usual cause: a
 * plain SMPP port drops a TLS hello, a TLS port drops a plain bind.
 */
function wrongPort(error: Error, reason: DisconnectReason, tls: boolean): Advice | undefined {
  if (reason !== 'connect-failed') return undefined;
  if (tls && /before secure TLS connection was established/.test(error.message)) {
    return [
      'tls-handshake',
      `TLS handshake failed: the SMSC closed the connection${PORT_WITHOUT_TLS}`,
    ];
  }
  if (!tls && error instanceof SmppSessionClosedError && error.reason === 'peer-closed') {
    return [
      'tls-expected',
      `the SMSC closed the connection before answering the bind: does that port expect TLS?`,
    ];
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

/** A failure's kind (which the console words in the user's language) and its English text. */
type Advice = [kind: GatewayFailureKind, text: string];

export interface DisconnectFailure {
  kind: GatewayFailureKind;
  /** The `last_error` shown as the detail: in English, as the server log says it. */
  text: string;
  /** The refused bind's command status name, or why a bound session ended. */
  code: string | null;
}

/** Why a gateway's connection failed or ended: its kind, its text and the code it came with. */
export function disconnectFailure(
  reason: DisconnectReason,
  error: Error | undefined,
  security: LinkSecurity,
): DisconnectFailure {
  if (!error) return { kind: 'connection-lost', text: `connection lost (${reason})`, code: reason };
  if (error instanceof SmppConnectError) {
    return { kind: 'unreachable', text: `${reason}: ${connectFailureText(error)}`, code: null };
  }
  if (error instanceof SmppBindError) {
    return { kind: 'bind-refused', text: `${reason}: ${error.message}`, code: error.statusName };
  }
  const advice =
    (security.tls ? tlsFailure(error, security.ownCa) : undefined) ??
    wrongPort(error, reason, security.tls);
  if (advice) return { kind: advice[0], text: `${reason}: ${advice[1]}`, code: null };
  const lost = reason !== 'connect-failed' && reason !== 'bind-failed';
  return {
    kind: lost ? 'connection-lost' : 'other',
    text: `${reason}: ${error.message}`,
    code: lost ? reason : null,
  };
}
