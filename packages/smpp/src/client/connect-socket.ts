import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';

export interface SocketTarget {
  host: string;
  port: number;
  /** true for TLS with default options, or the tls.connect options to use. */
  tls?: boolean | ConnectionOptions;
  timeoutMs: number;
}

/** Opens a TCP or TLS connection; rejects on error or when it takes longer than the timeout. */
export function connectSocket(target: SocketTarget): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const { host, port, tls } = target;
    const socket = tls
      ? connectTls({ ...(tls === true ? {} : tls), host, port })
      : connectTcp({ host, port });
    const ready = tls ? 'secureConnect' : 'connect';
    // A TLS connection that got through TCP but not the handshake is most likely a plain port.
    let tcpConnected = false;
    if (tls) socket.once('connect', () => (tcpConnected = true));
    const timer = setTimeout(() => {
      const reason = tcpConnected
        ? `TLS handshake with ${host}:${port} timed out: is TLS on at that port?`
        : `connect to ${host}:${port} timed out`;
      fail(new Error(reason));
    }, target.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.off(ready, onReady);
      socket.destroy();
      reject(error);
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
