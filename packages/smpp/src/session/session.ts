import type { Socket } from 'node:net';
import { createPdu, type PduInit } from '../codec/defaults.js';
import { encodePdu } from '../codec/encode.js';
import type { Pdu, PduOf, ResponseFor, ResponsePdu } from '../codec/pdu-types.js';
import type { RequestCommandName } from '../protocol/command-id.js';
import {
  BIND_COMMANDS,
  isBindCommand,
  isBound,
  maySend,
  type BindCommand,
  type BindType,
} from './bind-state.js';
import { SmppStateError } from './errors.js';
import { buildResponse, type ResponseInit } from './responses.js';
import { ignore, SessionCore } from './session-core.js';
import type { SessionCloseInfo } from './session-events.js';
import type { SmppSessionOptions } from './session-options.js';
import type { ResponseCheck } from './window.js';

/** A request to send: the command plus any fields; the rest take their neutral defaults. */
export type RequestInput<K extends RequestCommandName> = { command: K } & Omit<
  PduInit<K>,
  'sequenceNumber'
>;

/** What a request is answered with: its own _resp, or generic_nack. */
export type ResponseOf<K extends RequestCommandName> = ResponseFor<K> | PduOf<'generic_nack'>;

export interface SentRequest<K extends RequestCommandName> {
  sequenceNumber: number;
  /** Settles with the response; rejects with SmppTimeoutError or SmppSessionClosedError. */
  response: Promise<ResponseOf<K>>;
}

export type BindInit = Omit<PduInit<BindCommand>, 'sequenceNumber'>;
export type BindResponse = PduOf<`${BindCommand}_resp`> | PduOf<'generic_nack'>;

/**
 * One SMPP connection, either side: framing, the bind state machine, the window of outstanding
 * requests, throughput limit, socket backpressure, enquire_link keepalive, malformed-input
 * handling and graceful unbind. Peer requests arrive as 'pdu' events (binds as 'bind') and are
 * answered with `respond()`.
 */
export class SmppSession extends SessionCore {
  constructor(socket: Socket, options: SmppSessionOptions) {
    super(socket, options);
  }

  /**
   * Sends a request once the window, the throughput limit and the socket buffer allow, and
   * resolves when it is written: awaiting `send` in a loop keeps memory bounded however slow the
   * peer. The returned `response` settles later.
   */
  async send<K extends RequestCommandName>(input: RequestInput<K>): Promise<SentRequest<K>> {
    const { command } = input;
    this.assertMaySend(command);
    // Encoded first so bad fields fail at once; the sequence number is patched in when sent.
    const frame = encodePdu(createPdu(command, input as unknown as PduInit<K>) as Pdu);
    if (!this.mayTransmitNow()) await this.admit(command);
    const sequenceNumber = this.sequence.next();
    frame.writeUInt32BE(sequenceNumber, 12);
    let response: Promise<ResponseOf<K>>;
    try {
      response = this.window.register(sequenceNumber, command) as Promise<ResponseOf<K>>;
    } catch (error) {
      this.window.release();
      throw error;
    }
    response.catch(ignore);
    this.channel.write(frame);
    return { sequenceNumber, response };
  }

  /** Sends a request and resolves with its response (any command_status, or generic_nack). */
  request<K extends RequestCommandName>(input: RequestInput<K>): Promise<ResponseOf<K>> {
    return this.requestCommand(input.command, input);
  }

  /**
   * request() with the command apart from its fields, so callers need not copy them, and an
   * optional `check` that turns unwanted responses into rejections. The hot path of a client:
   * one promise per request, settled straight from the window.
   */
  requestCommand<K extends RequestCommandName>(
    command: K,
    fields: Omit<RequestInput<K>, 'command'>,
    check?: ResponseCheck<ResponsePdu>,
  ): Promise<ResponseOf<K>> {
    return new Promise<ResponseOf<K>>((resolve, reject) => {
      this.assertMaySend(command);
      const frame = encodePdu(createPdu(command, fields as PduInit<K>) as Pdu);
      const settle = resolve as (response: ResponsePdu) => void;
      if (this.mayTransmitNow()) {
        this.transmit(command, frame, settle, reject, check);
      } else {
        this.admit(command)
          .then(() => this.transmit(command, frame, settle, reject, check))
          .catch(reject);
      }
    });
  }

  /** Binds (ESME side). Resolves with the bind response whatever its status; status 0 binds. */
  async bind(bindType: BindType, init: BindInit = {}): Promise<BindResponse> {
    const command = BIND_COMMANDS[bindType];
    this.assertMaySend(command);
    if (this.ourBind) throw new SmppStateError(command, 'a bind is already under way');
    const pdu = createPdu(command, { interface_version: 0x34, ...init, sequenceNumber: 0 });
    const sent = this.sendControl(this.control, pdu);
    this.ourBind = { sequenceNumber: sent.sequenceNumber, bindType };
    try {
      return (await sent.response) as BindResponse;
    } catch (error) {
      // Given up (timed out): a bind_resp coming later must bind nothing.
      if (this.ourBind?.sequenceNumber === sent.sequenceNumber) this.ourBind = undefined;
      throw error;
    }
  }

  /**
   * Answers a peer request with its _resp (same sequence_number). Returns false when the session
   * can no longer write. Answering a bind with status 0 binds the session.
   */
  respond<K extends RequestCommandName>(
    request: Pick<PduOf<K>, 'command' | 'sequenceNumber'>,
    init?: ResponseInit<K>,
  ): boolean {
    const response = buildResponse(request, init);
    this.inbound.answered(request.sequenceNumber);
    const bind = this.peerBind;
    if (
      !bind ||
      !isBindCommand(request.command) ||
      bind.sequenceNumber !== request.sequenceNumber
    ) {
      return this.writeAnswer(response);
    }
    this.peerBind = undefined;
    const written = this.writeAnswer(response);
    if (written && response.commandStatus === 0 && this.stateNow === 'OPEN') {
      this.enterBound(bind.bindType);
    }
    this.resumeAfterPeerBind();
    return written;
  }

  /** Unbinds gracefully: unbind, wait for unbind_resp (or the timeout), close. */
  async unbind(): Promise<SessionCloseInfo> {
    if (this.closed || this.closeInfo) return this.whenClosed;
    if (!isBound(this.stateNow)) {
      this.close('unbind');
      return this.whenClosed;
    }
    this.enterUnbound();
    try {
      await this.sendControl(this.control, createPdu('unbind')).response;
    } catch {
      // No answer in time, or the connection broke: closing is all that is left either way.
    }
    this.endGracefully('unbind');
    return this.whenClosed;
  }

  private assertMaySend(command: RequestCommandName): void {
    this.assertOpen();
    if (!maySend(this.role, this.stateNow, command)) {
      throw new SmppStateError(command, this.stateNow);
    }
  }

  /**
   * Takes a window slot and a rate token if both are free, the socket buffer has room and the
   * flow gate is not held.
   */
  private mayTransmitNow(): boolean {
    if (this.channel.gate.congested || this.options.flowGate?.held) return false;
    if (!this.window.tryAcquire()) return false;
    if (!this.limiter || this.limiter.tryTake()) return true;
    this.window.release();
    return false;
  }

  /**
   * Waits its turn for a window slot, a rate token, socket room and the flow gate; holds the slot
   * after.
   */
  private async admit(command: RequestCommandName): Promise<void> {
    if (!this.window.tryAcquire()) await this.window.acquire();
    try {
      if (this.limiter && !this.limiter.tryTake()) await this.limiter.take();
      const { flowGate } = this.options;
      while (flowGate?.held) await flowGate.whenReleased();
      if (this.channel.gate.congested) await this.channel.gate.open();
      this.assertMaySend(command);
    } catch (error) {
      this.window.release();
      throw error;
    }
  }

  /** Writes an encoded request on an acquired slot, under the next sequence number. */
  private transmit(
    command: RequestCommandName,
    frame: Buffer,
    resolve: (response: ResponsePdu) => void,
    reject: (error: Error) => void,
    check: ResponseCheck<ResponsePdu> | undefined,
  ): void {
    const sequenceNumber = this.sequence.next();
    frame.writeUInt32BE(sequenceNumber, 12);
    try {
      this.window.track(sequenceNumber, command, resolve, reject, check);
    } catch (error) {
      this.window.release();
      throw error;
    }
    this.channel.write(frame);
  }
}
