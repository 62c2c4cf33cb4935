import { lookup as dnsLookup } from 'node:dns';
import { connect as connectTcp, isIP, type LookupFunction, type Socket } from 'node:net';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';
import type { AllowAddress } from './client-options.js';
import { SmppAddressDeniedError, SmppConnectError } from './errors.js';

export interface SocketTarget {
  host: string;
  port: number;
  /** true for TLS with default options, or the tls.connect options to use. */
  tls?: boolean | ConnectionOptions;
  timeoutMs: number;
  /**
   * Checked on the very addresses the socket connects to (a literal host, or what the host name
   * resolves to at this attempt), before anything is opened: a name that re-resolves to another
   * address later (DNS rebinding) is checked again.
   */
  allowAddress?: AllowAddress;
}

/**
 * Resolves like the default lookup, keeping only the addresses `allow` accepts; none left is an
 * SmppAddressDeniedError and no connection is attempted.
 */
function guardedLookup(allow: AllowAddress): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const usable = addresses.filter((entry) => allow(entry.address, entry.family));
      const first = usable[0];
      if (!first) {
        const denied = new SmppAddressDeniedError(
          hostname,
          addresses.map((entry) => entry.address),
        );
        return callback(denied, '');
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

/**
 * Opens a TCP or TLS connection; rejects on error or when it takes longer than the timeout. A
 * failure before the TCP connection is up is an SmppConnectError (with the reason as its cause);
 * a failed TLS handshake keeps its own error.
 */
export function connectSocket(target: SocketTarget): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const { host, port, tls, allowAddress } = target;
    const family = isIP(host);
    if (allowAddress && family !== 0 && !allowAddress(host, family)) {
      reject(new SmppConnectError(host, port, new SmppAddressDeniedError(host, [host])));
      return;
    }
    const destination = {
      host,
      port,
      ...(allowAddress && { lookup: guardedLookup(allowAddress) }),
    };
    const socket = tls
      ? connectTls({ ...(tls === true ? {} : tls), ...destination })
      : connectTcp(destination);
    const ready = tls ? 'secureConnect' : 'connect';
    // A TLS connection that got through TCP but not the handshake is most likely a plain port.
    let tcpConnected = false;
    socket.once('connect', () => (tcpConnected = true));
    const timer = setTimeout(() => {
      fail(
        new Error(
          tcpConnected
            ? `TLS handshake with ${host}:${port} timed out: is TLS on at that port?`
            : `connect to ${host}:${port} timed out`,
        ),
      );
    }, target.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.off(ready, onReady);
      socket.destroy();
      reject(tcpConnected ? error : new SmppConnectError(host, port, error));
    };
    const onReady = () => {
      clearTimeout(timer);
      socket.off('error', fail);
      resolve(socket);
    };
    socket.once(ready, onReady);
    socket.once('error', fail);
  });
}
