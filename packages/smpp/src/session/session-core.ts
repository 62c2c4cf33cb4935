import type { Socket } from 'node:net';
import { decodePdu } from '../codec/decode.js';
import { createPdu } from '../codec/defaults.js';
import { encodePdu } from '../codec/encode.js';
import { SmppDecodeError, type PduHeader } from '../codec/errors.js';
import type { Pdu, PduOf, RequestPdu, ResponsePdu } from '../codec/pdu-types.js';
import { isResponse } from '../protocol/command-id.js';
import { CommandStatus } from '../protocol/command-status.js';
import {
  bindTypeOf,
  boundStateOf,
  isBindCommand,
  isBound,
  mayReceive,
  stateRefusal,
  type BindCommand,
  type BindState,
  type BindType,
  type SessionRole,
} from './bind-state.js';
import { SmppSessionClosedError, SmppStateError, type SmppTimeoutError } from './errors.js';
import { FrameChannel } from './frame-channel.js';
import { InboundGuard } from './inbound-guard.js';
import { KeepAlive } from './keepalive.js';
import { buildRefusal, buildResponse, hasResponse, malformedReply } from './responses.js';
import { SafeEmitter } from './safe-emitter.js';
import { SequenceGenerator } from './sequence.js';
import type { SessionCloseInfo, SessionCloseReason, SmppSessionEvents } from './session-events.js';
import {
  resolveSessionOptions,
  type PduHook,
  type ResolvedSessionOptions,
  type SmppSessionOptions,
} from './session-options.js';
import { ThroughputLimiter } from './throughput-limiter.js';
import { RequestWindow } from './window.js';

export const ignore = (): undefined => undefined;

interface PendingBind {
  sequenceNumber: number;
  bindType: BindType;
}

/**
 * The receiving half of a session and its shared state: frames in, bind state machine,
 * automatic answers (enquire_link, unbind, refusals, malformed input), responses matched to our
 * outstanding requests, and the single way to close. SmppSession adds the sending API.
 */
export abstract class SessionCore extends SafeEmitter<SmppSessionEvents> {
  readonly role: SessionRole;
  readonly remoteAddress: string | undefined;
  readonly remotePort: number | undefined;
  /** The connection is TLS (a tls.TLSSocket). */
  readonly encrypted: boolean;

  protected stateNow: BindState = 'OPEN';
  protected bindTypeNow: BindType | undefined;
  protected readonly options: ResolvedSessionOptions;
  protected readonly sequence = new SequenceGenerator();
  protected readonly channel: FrameChannel;
  protected readonly window: RequestWindow<ResponsePdu>;
  /** bind and unbind: they must not wait behind a full window of submits. */
  protected readonly control: RequestWindow<ResponsePdu>;
  protected readonly probes: RequestWindow<ResponsePdu>;
  protected readonly limiter: ThroughputLimiter | undefined;
  protected inbound: InboundGuard;
  protected ourBind: PendingBind | undefined;
  protected peerBind: PendingBind | undefined;
  protected closeInfo: SessionCloseInfo | undefined;
  protected readonly whenClosed: Promise<SessionCloseInfo>;
  private readonly keepAlive: KeepAlive;
  private finished = false;
  private resolveClosed: (info: SessionCloseInfo) => void = ignore;

  constructor(socket: Socket, options: SmppSessionOptions) {
    super();
    const o = (this.options = resolveSessionOptions(options));
    this.role = o.role;
    this.remoteAddress = socket.remoteAddress;
    this.remotePort = socket.remotePort;
    this.encrypted = 'encrypted' in socket && socket.encrypted === true;
    this.whenClosed = new Promise((resolve) => (this.resolveClosed = resolve));
    const onTimeout = (error: SmppTimeoutError) => this.notify('timeout', error);
    const { windowSize: size, responseTimeoutMs, enquireLinkTimeoutMs } = o;
    this.window = new RequestWindow({ size, responseTimeoutMs, onTimeout });
    this.control = new RequestWindow({ size: 8, responseTimeoutMs, onTimeout });
    this.probes = new RequestWindow({
      size: 1,
      responseTimeoutMs: enquireLinkTimeoutMs,
      onTimeout,
    });
    this.limiter =
      o.throughput === undefined
        ? undefined
        : new ThroughputLimiter({ ratePerSecond: o.throughput });
    this.inbound = new InboundGuard(o.inboundWindow, o.inboundThroughput);
    this.keepAlive = new KeepAlive({
      intervalMs: o.enquireLinkIntervalMs,
      inactivityTimeoutMs: o.inactivityTimeoutMs,
      canProbe: () => isBound(this.stateNow),
      probe: () => this.sendControl(this.probes, createPdu('enquire_link')).response,
      onDead: (reason) => this.close(reason),
    });
    this.channel = new FrameChannel(socket, {
      maxPduLength: o.maxPduLength,
      writeHighWaterMark: o.writeHighWaterMark,
      maxUnanswered: o.maxUnansweredRequests,
      onPdu: o.onPdu,
      flowGate: o.flowGate,
      onFlowPause: (paused) => (paused ? this.keepAlive.suspend() : this.keepAlive.resume()),
      onFrames: () => this.keepAlive.touch(),
      onFrame: (frame, header) => this.handleFrame(frame, header),
      onFramingError: (error) => {
        this.reportError(error);
        this.close('framing-error', error);
      },
      onError: (error) => this.reportError(error),
      onClose: () => this.finish(),
    });
    socket.on('error', (error) => (this.closeInfo ??= { reason: 'peer-closed', error }));
    this.keepAlive.start();
  }

  /** Sees every PDU in and out as raw bytes plus header; may be set any time. */
  get onPdu(): PduHook | undefined {
    return this.channel.onPdu;
  }

  set onPdu(hook: PduHook | undefined) {
    this.channel.onPdu = hook;
  }

  get state(): BindState {
    return this.stateNow;
  }

  get bindType(): BindType | undefined {
    return this.bindTypeNow;
  }

  get closed(): boolean {
    return this.finished;
  }

  /** Our requests sent and awaiting a response. */
  get outstanding(): number {
    return this.window.outstanding;
  }

  /** The peer's requests read and not yet answered (the answer handed to the socket). */
  get unansweredRequests(): number {
    return this.channel.unansweredRequests;
  }

  /** Bytes written and not yet sent: what a peer that does not read costs us. */
  get unsentBytes(): number {
    return this.channel.bufferedBytes;
  }

  /** Replaces the limits on peer requests (e.g. per account, once a bind is accepted). */
  setInboundLimits(limits: { window?: number; ratePerSecond?: number }): void {
    this.inbound = new InboundGuard(
      limits.window ?? this.options.inboundWindow,
      limits.ratePerSecond ?? this.options.inboundThroughput,
    );
  }

  /** Resolves when the session has closed, with the reason. */
  closedPromise(): Promise<SessionCloseInfo> {
    return this.whenClosed;
  }

  /** Closes the connection now; everything outstanding is rejected with SmppSessionClosedError. */
  close(reason: SessionCloseReason = 'local', error?: Error): void {
    this.closeInfo ??= error ? { reason, error } : { reason };
    this.channel.destroy();
    this.finish();
  }

  protected assertOpen(): void {
    if (this.finished || this.closeInfo) {
      throw new SmppSessionClosedError(this.closeInfo?.reason ?? 'local');
    }
  }

  /** Sends bind, unbind or enquire_link outside the window and the throughput limit. */
  protected sendControl(
    window: RequestWindow<ResponsePdu>,
    pdu: RequestPdu,
  ): { sequenceNumber: number; response: Promise<ResponsePdu> } {
    if (this.finished) throw new SmppSessionClosedError(this.closeInfo?.reason ?? 'local');
    if (!window.tryAcquire()) throw new SmppStateError(pdu.command, 'too many control requests');
    const sequenceNumber = this.sequence.next();
    const response = window.register(sequenceNumber, pdu.command);
    response.catch(ignore);
    this.channel.write(encodePdu({ ...pdu, sequenceNumber } as Pdu));
    return { sequenceNumber, response };
  }

  protected writeAnswer(pdu: Pdu): boolean {
    return this.channel.writeAnswer(encodePdu(pdu));
  }

  protected enterBound(bindType: BindType): void {
    this.stateNow = boundStateOf(bindType);
    this.bindTypeNow = bindType;
    this.notify('bound', bindType);
  }

  protected enterUnbound(): void {
    this.stateNow = 'UNBOUND';
    this.notify('unbound');
  }

  protected endGracefully(reason: SessionCloseReason): void {
    this.closeInfo ??= { reason };
    this.channel.end(this.options.closeGraceMs);
  }

  private handleFrame(frame: Buffer, header: PduHeader): void {
    let pdu: Pdu;
    try {
      pdu = decodePdu(frame, header);
    } catch (error) {
      if (!(error instanceof SmppDecodeError)) throw error;
      this.handleMalformed(error);
      return;
    }
    if (isResponse(header.commandId)) this.handleResponse(pdu as ResponsePdu);
    else this.handleRequest(pdu as RequestPdu);
  }

  private handleMalformed(error: SmppDecodeError): void {
    this.notify('malformed', error);
    const { header } = error;
    if (header && isResponse(header.commandId)) {
      // Fail the request it answers now rather than at its timeout.
      for (const window of [this.window, this.control, this.probes]) {
        window.reject(header.sequenceNumber, error);
      }
      return;
    }
    const reply = malformedReply(error);
    if (reply) this.writeAnswer(reply);
  }

  private handleResponse(pdu: ResponsePdu): void {
    const { sequenceNumber } = pdu;
    const bind = this.ourBind;
    if (bind?.sequenceNumber === sequenceNumber) {
      this.ourBind = undefined;
      // Bound before the next frame is read: the peer may send deliver_sm right behind its answer.
      if (pdu.command !== 'generic_nack' && pdu.commandStatus === 0 && this.stateNow === 'OPEN') {
        this.enterBound(bind.bindType);
      }
    }
    const matched =
      this.window.resolve(sequenceNumber, pdu) ||
      this.control.resolve(sequenceNumber, pdu) ||
      this.probes.resolve(sequenceNumber, pdu);
    if (!matched) this.notify('orphanResponse', pdu);
  }

  private handleRequest(pdu: RequestPdu): void {
    const { command } = pdu;
    if (command === 'unbind' && this.stateNow === 'UNBOUND') {
      // Both ends unbinding at once (each shutting down): agree, as refusing ends it no sooner.
      this.writeAnswer(buildResponse(pdu));
    } else if (!mayReceive(this.role, this.stateNow, command)) {
      this.refuse(pdu, CommandStatus[stateRefusal(this.stateNow, command)]);
    } else if (command === 'enquire_link') {
      this.writeAnswer(buildResponse(pdu));
    } else if (command === 'unbind') {
      this.enterUnbound();
      this.writeAnswer(buildResponse(pdu));
      this.endGracefully('peer-unbind');
    } else if (isBindCommand(command)) {
      this.handlePeerBind(pdu as PduOf<BindCommand>);
    } else if (this.listenerCount('pdu') === 0) {
      if (hasResponse(command)) this.refuse(pdu, CommandStatus.ESME_RSYSERR);
    } else if (hasResponse(command) && !this.inbound.admit(pdu.sequenceNumber)) {
      this.refuse(pdu, this.options.throttleStatus);
    } else {
      this.notify('pdu', pdu);
    }
  }

  private handlePeerBind(pdu: PduOf<BindCommand>): void {
    if (this.peerBind) {
      this.refuse(pdu, CommandStatus.ESME_RALYBND);
    } else if (this.listenerCount('bind') === 0) {
      this.refuse(pdu, CommandStatus.ESME_RBINDFAIL);
    } else {
      this.peerBind = { sequenceNumber: pdu.sequenceNumber, bindType: bindTypeOf(pdu.command) };
      // The answer may take a while (authentication): what the peer sent behind the bind is
      // handled after it, in order, as if the peer had waited for the bind_resp.
      this.channel.pauseHandling();
      this.notify('bind', pdu);
    }
  }

  /**
   * The peer's bind is answered: handle what came behind it. Deferred to the end of the
   * answering code's turn, so that it can set up its listeners for the bound session first.
   */
  protected resumeAfterPeerBind(): void {
    queueMicrotask(() => this.channel.resumeHandling());
  }

  private refuse(pdu: RequestPdu, commandStatus: number): void {
    this.writeAnswer(buildRefusal(pdu, commandStatus));
    this.notify('refused', pdu, commandStatus);
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    const info = (this.closeInfo ??= { reason: 'peer-closed' });
    this.stateNow = 'CLOSED';
    this.keepAlive.stop();
    const error = new SmppSessionClosedError(info.reason);
    for (const window of [this.window, this.control, this.probes]) window.close(error);
    this.limiter?.close(error);
    this.channel.close(error);
    this.resolveClosed(info);
    this.notify('close', info);
  }
}
