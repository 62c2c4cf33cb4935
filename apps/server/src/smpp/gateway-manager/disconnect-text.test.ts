import { describe, expect, it } from 'vitest';
import {
  SmppAddressDeniedError,
  SmppBindError,
  SmppConnectError,
  SmppSessionClosedError,
} from '@routelab/smpp';
import { disconnectFailure } from './disconnect-text.js';

const disconnectText = (...args: Parameters<typeof disconnectFailure>) =>
  disconnectFailure(...args).text;
const kindOf = (...args: Parameters<typeof disconnectFailure>) => disconnectFailure(...args).kind;

const TLS = { tls: true, ownCa: false };
const PLAIN = { tls: false, ownCa: false };

/** An error shaped as Node's TLS socket raises it. */
function tlsError(message: string, fields: { code: string; reason?: string }): Error {
  return Object.assign(new Error(message), fields);
}

describe('disconnectText', () => {
  it('says a self-signed SMSC failed verification and names both options that help', () => {
    const text = disconnectText(
      'connect-failed',
      tlsError('self-signed certificate', { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
      TLS,
    );
    expect(text).toBe(
      'connect-failed: certificate verify failed: self-signed certificate. ' +
        `Add the SMSC's certificate (or its CA) as "CA certificate to trust", ` +
        `or switch off "Verify the SMSC's certificate".`,
    );
  });

  it('points a host mismatch at the host and other verify failures at verification', () => {
    const mismatch = tlsError(
      "Hostname/IP does not match certificate's altnames: IP: 10.0.0.1 is not in the cert's list: ",
      { code: 'ERR_TLS_CERT_ALTNAME_INVALID', reason: 'IP: 10.0.0.1 is not in the list' },
    );
    expect(disconnectText('connect-failed', mismatch, TLS)).toMatch(
      /^connect-failed: certificate verify failed: Hostname\/IP does not match .*Use a host the certificate names, or switch off "Verify the SMSC's certificate"\.$/,
    );
    const expired = tlsError('certificate has expired', { code: 'CERT_HAS_EXPIRED' });
    expect(disconnectText('connect-failed', expired, TLS)).toBe(
      'connect-failed: certificate verify failed: certificate has expired. ' +
        `To connect anyway, switch off "Verify the SMSC's certificate".`,
    );
  });

  it("gives OpenSSL's reason instead of its internals when the handshake fails", () => {
    const plain = tlsError(
      '807CD147767F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n',
      { code: 'ERR_SSL_WRONG_VERSION_NUMBER', reason: 'wrong version number' },
    );
    expect(disconnectText('connect-failed', plain, TLS)).toBe(
      'connect-failed: TLS handshake failed: wrong version number: is TLS on at that port?',
    );
    const alert = tlsError('...:sslv3 alert handshake failure:...', {
      code: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
      reason: 'sslv3 alert handshake failure',
    });
    expect(disconnectText('connect-failed', alert, TLS)).toBe(
      'connect-failed: TLS handshake failed: sslv3 alert handshake failure',
    );
  });

  it('gives one text for every connection that never opened, so ports cannot be scanned', () => {
    const causes = [
      Object.assign(new Error('connect ECONNREFUSED 198.51.100.7:2775'), { code: 'ECONNREFUSED' }),
      new Error('connect to smsc.example.com:2775 timed out'),
      Object.assign(new Error('connect EHOSTUNREACH 198.51.100.7:2775'), { code: 'EHOSTUNREACH' }),
      Object.assign(new Error('getaddrinfo ENOTFOUND smsc.example.com'), { code: 'ENOTFOUND' }),
      new SmppAddressDeniedError('smsc.example.com', ['127.0.0.1']),
    ];
    for (const cause of causes) {
      const error = new SmppConnectError('smsc.example.com', 2775, cause);
      for (const security of [PLAIN, TLS]) {
        expect(disconnectText('connect-failed', error, security), cause.message).toBe(
          'connect-failed: Could not connect to smsc.example.com:2775',
        );
      }
    }
    const ipv6 = new SmppConnectError('2001:db8::7', 2775, new Error('connect ECONNREFUSED'));
    expect(disconnectText('connect-failed', ipv6, PLAIN)).toBe(
      'connect-failed: Could not connect to [2001:db8::7]:2775',
    );
  });

  it('keeps the failures of a connection that did open as they were', () => {
    expect(disconnectText('peer-closed', undefined, PLAIN)).toBe('connection lost (peer-closed)');
    const closed = new SmppSessionClosedError('peer-closed');
    expect(disconnectText('peer-closed', closed, PLAIN)).toBe(
      'peer-closed: SMPP session closed: peer-closed',
    );
  });

  it('does not tell a user who pasted a CA to paste one', () => {
    const untrusted = tlsError('self-signed certificate', { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(disconnectText('connect-failed', untrusted, { tls: true, ownCa: true })).toBe(
      'connect-failed: certificate verify failed: self-signed certificate. ' +
        `The pasted "CA certificate to trust" did not sign the SMSC's certificate: ` +
        `paste the one the SMSC presents (or its CA), or switch off "Verify the SMSC's certificate".`,
    );
  });

  it('suspects a port of the other kind when the SMSC hangs up before the bind is answered', () => {
    const droppedHello = Object.assign(
      new Error('Client network socket disconnected before secure TLS connection was established'),
      { code: 'ECONNRESET' },
    );
    expect(disconnectText('connect-failed', droppedHello, TLS)).toBe(
      'connect-failed: TLS handshake failed: the SMSC closed the connection: is TLS on at that port?',
    );
    const droppedBind = new SmppSessionClosedError('peer-closed');
    expect(disconnectText('connect-failed', droppedBind, PLAIN)).toBe(
      'connect-failed: the SMSC closed the connection before answering the bind: does that port expect TLS?',
    );
  });

  it("names the kind of each failure, for the console to word it in the user's language", () => {
    const refused = disconnectFailure('bind-failed', new SmppBindError('transceiver', 0x0e), PLAIN);
    expect(refused).toEqual({
      kind: 'bind-refused',
      text: 'bind-failed: bind as transceiver refused: ESME_RINVPASWD',
      code: 'ESME_RINVPASWD',
    });
    const unreachable = new SmppConnectError('smsc.example.com', 2775, new Error('refused'));
    expect(kindOf('connect-failed', unreachable, PLAIN)).toBe('unreachable');
    const selfSigned = tlsError('self-signed certificate', { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(kindOf('connect-failed', selfSigned, TLS)).toBe('tls-untrusted');
    const mismatch = tlsError('altnames', { code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    expect(kindOf('connect-failed', mismatch, TLS)).toBe('tls-host-mismatch');
    const expired = tlsError('certificate has expired', { code: 'CERT_HAS_EXPIRED' });
    expect(kindOf('connect-failed', expired, TLS)).toBe('tls-verify');
    const version = tlsError('x', {
      code: 'ERR_SSL_WRONG_VERSION_NUMBER',
      reason: 'wrong version',
    });
    expect(kindOf('connect-failed', version, TLS)).toBe('tls-handshake');
    const droppedBind = new SmppSessionClosedError('peer-closed');
    expect(kindOf('connect-failed', droppedBind, PLAIN)).toBe('tls-expected');
    expect(disconnectFailure('dead-peer', undefined, PLAIN)).toMatchObject({
      kind: 'connection-lost',
      code: 'dead-peer',
    });
    expect(disconnectFailure('peer-closed', droppedBind, PLAIN)).toMatchObject({
      kind: 'connection-lost',
      code: 'peer-closed',
    });
    expect(kindOf('connect-failed', new Error('bind_transceiver timed out'), PLAIN)).toBe('other');
  });
});
