import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { createServer as createTlsServer, type TlsOptions } from 'node:tls';
import { makeTlv } from '../codec/tlv.js';
import { CommandStatus } from '../protocol/command-status.js';
import { TlvTag } from '../protocol/tlv-tag.js';
import { bindTypeOf } from '../session/bind-state.js';
import { SafeEmitter, toError } from '../session/safe-emitter.js';
import type { BindRequestPdu } from '../session/session-events.js';
import { SmppSession } from '../session/session.js';
import type { SmppServerEvents } from './server-events.js';
import type { BindDecision, BindRequest, SmppServerOptions } from './server-options.js';

export interface ListenOptions {
  /** Serve SMPP over TLS with these options (key, cert, ...). */
  tls?: TlsOptions;
  /**
   * Decides at accept, before any session exists, whether a peer may connect (e.g. an address
   * allow-list); a refused socket is destroyed and reported as connectionRejected.
   */
  allowConnection?: (remoteAddress: string | undefined) => boolean;
}

/** connectionRejected's reason for a peer that allowConnection refused. */
export const ADDRESS_NOT_ALLOWED = 'address not allowed';

/**
 * An SMSC endpoint: TCP and TLS listeners, an async bind authentication callback, a connection
 * limit and per-session limits. Every session is on its own: its errors, malformed input and
 * slowness never reach another.
 */
export class SmppServer extends SafeEmitter<SmppServerEvents> {
  private readonly options: SmppServerOptions;
  private readonly servers = new Set<Server>();
  private readonly open = new Set<SmppSession>();
  private closing = false;
  private closed: Promise<void> | undefined;

  constructor(options: SmppServerOptions) {
    super();
    if ((options.systemId?.length ?? 0) > 15) {
      throw new RangeError('systemId has at most 15 characters (SMPP system_id)');
    }
    this.options = options;
  }

  /** Every connected session, bound or not. */
  get sessions(): ReadonlySet<SmppSession> {
    return this.open;
  }

  /** Starts a listener (port 0 picks a free one) and resolves with its address. */
  listen(port: number, host = '127.0.0.1', options: ListenOptions = {}): Promise<AddressInfo> {
    if (this.closing) return Promise.reject(new Error('the SMPP server is closing'));
    const accept = (socket: Socket) => this.accept(socket, options.allowConnection);
    const listener = options.tls ? createTlsServer(options.tls, accept) : createTcpServer(accept);
    if (options.tls && options.allowConnection) {
      // Refused before the TLS handshake costs anything.
      const allow = options.allowConnection;
      listener.on('connection', (socket: Socket) => {
        if (!allow(socket.remoteAddress)) this.refuse(socket, ADDRESS_NOT_ALLOWED);
      });
    }
    listener.on('error', (error) => this.reportError(error));
    if (options.tls) {
      listener.on('tlsClientError', (error: Error & { reason?: unknown }, socket) =>
        this.notify('tlsHandshakeFailed', {
          remoteAddress: socket.remoteAddress,
          reason: typeof error.reason === 'string' ? error.reason : error.message,
        }),
      );
    }
    return new Promise((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, host, () => {
        listener.off('error', reject);
        this.servers.add(listener);
        resolve(listener.address() as AddressInfo);
      });
    });
  }

  /** Stops listening, unbinds every session (cut after closeTimeoutMs) and waits for all. */
  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    this.closing = true;
    const listenersClosed = [...this.servers].map(
      (listener) => new Promise<void>((resolve) => listener.close(() => resolve())),
    );
    const timeoutMs = this.options.closeTimeoutMs ?? 2_000;
    await Promise.all([...this.open].map((session) => this.endSession(session, timeoutMs)));
    await Promise.all(listenersClosed);
    this.servers.clear();
    this.notify('close');
  }

  private async endSession(session: SmppSession, timeoutMs: number): Promise<void> {
    const timer = setTimeout(() => session.close('local'), timeoutMs);
    try {
      await session.unbind();
    } finally {
      clearTimeout(timer);
    }
  }

  private accept(socket: Socket, allow: ListenOptions['allowConnection']): void {
    if (socket.destroyed) return;
    if (allow && !allow(socket.remoteAddress)) {
      this.refuse(socket, ADDRESS_NOT_ALLOWED);
      return;
    }
    try {
      this.startSession(socket);
    } catch (error) {
      // Bad session options: this connection cannot be served, the server goes on.
      socket.destroy();
      this.reportError(error);
    }
  }

  private startSession(socket: Socket): void {
    const maxConnections = this.options.maxConnections ?? 1000;
    if (this.closing || this.open.size >= maxConnections) {
      this.refuse(socket, this.closing ? 'server closing' : 'connection limit reached');
      return;
    }
    const session = new SmppSession(socket, {
      inboundWindow: 1000,
      ...this.options.session,
      role: 'smsc',
    });
    this.open.add(session);
    const bindTimer = setTimeout(() => {
      if (session.state === 'OPEN') session.close('inactivity');
    }, this.options.bindTimeoutMs ?? 30_000);
    bindTimer.unref();
    session.on('error', (error) => this.notify('sessionError', session, error));
    session.on('bound', () => clearTimeout(bindTimer));
    session.on('close', () => {
      clearTimeout(bindTimer);
      this.open.delete(session);
    });
    session.on('bind', (pdu) => {
      this.authenticate(session, pdu).catch((error: unknown) => {
        this.reportError(error);
        session.close('local');
      });
    });
    this.notify('connection', session);
  }

  private refuse(socket: Socket, reason: string): void {
    const remoteAddress = socket.remoteAddress;
    socket.destroy();
    this.notify('connectionRejected', { remoteAddress, reason });
  }

  private async authenticate(session: SmppSession, pdu: BindRequestPdu): Promise<void> {
    const bind: BindRequest = {
      system_id: pdu.system_id,
      password: pdu.password,
      system_type: pdu.system_type,
      interface_version: pdu.interface_version,
      addr_ton: pdu.addr_ton,
      addr_npi: pdu.addr_npi,
      address_range: pdu.address_range,
      bindType: bindTypeOf(pdu.command),
      remoteAddress: session.remoteAddress,
      remotePort: session.remotePort,
    };
    let decision: BindDecision;
    try {
      decision = await this.options.authenticate(bind, session);
    } catch (error) {
      this.reportError(toError(error));
      decision = { status: CommandStatus.ESME_RBINDFAIL };
    }
    if (session.closed) return;
    const status = decision.status;
    if (status === 0 && decision.limits) {
      session.setInboundLimits({
        window: decision.limits.inboundWindow,
        ratePerSecond: decision.limits.inboundThroughput,
      });
    }
    session.respond(pdu, {
      commandStatus: status,
      system_id: this.options.systemId ?? 'RouteLab',
      // Tells SMPP 3.4+ peers which version we speak with them (SMPP 3.4 section 4.1.2).
      tlvs:
        status === 0 && bind.interface_version >= 0x34
          ? [makeTlv(TlvTag.sc_interface_version, Math.min(bind.interface_version, 0x50))]
          : [],
    });
    if (status === 0) this.notify('session', session, bind);
    else this.notify('bindRefused', bind, status);
  }
}
