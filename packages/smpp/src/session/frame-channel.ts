import type { Socket } from 'node:net';
import type { PduHeader } from '../codec/errors.js';
import { PduFramer } from '../codec/framer.js';
import { readHeader } from '../codec/header.js';
import type { FlowGate } from './flow-gate.js';
import type { PduHook } from './session-options.js';
import { WriteGate } from './write-gate.js';

// Frames written in one turn of the event loop leave together when it ends: copied into one
// buffer and handed to the socket in one write, which costs less than a socket write per frame
// (even corked, each is a stream request and an iovec). Two exceptions: the first EARLY_FRAMES
// of a long turn leave as soon as they are queued, so the peer starts on them while we prepare
// the rest (more early writes per turn cost more in syscalls and peer wake-ups than they won on
// loopback); and a batch that reaches FLUSH_BYTES leaves at once, so what waits here stays small
// beside the write high-water mark.
const EARLY_FRAMES = 50;
const FLUSH_BYTES = 16 * 1024;

// While the flow gate is held, reading goes on until this many bytes wait unhandled: the peer's
// enquire_link is answered at once (its own keep-alive would otherwise give us up during a long
// pause), everything else waits in order. A windowed peer stops sending well before the limit.
// Keep-alives answered meanwhile count too: a flood of them must not get round the pause.
const FLOW_PAUSE_READ_BYTES = 32 * 1024;

// Fair turns: a session handles at most this many frames per turn of the event loop, then lets
// the other sessions' reads and timers run before it goes on with what it has read.
const FRAMES_PER_TURN = 256;

// Reading pauses while more of our answers than this wait in the socket, and the frames already
// read wait unhandled until it drains: a peer that does not read them costs us no more than this
// and one write batch (the kernel's buffers aside).
const ANSWER_PAUSE_BYTES = 64 * 1024;

const ENQUIRE_LINK = 0x00000015;
const ENQUIRE_LINK_RESP = 0x80000015;
// Requests that are never answered, so never outstanding.
const OUTBIND = 0x0000000b;
const ALERT_NOTIFICATION = 0x00000102;

export interface FrameChannelOptions {
  maxPduLength: number;
  writeHighWaterMark: number;
  /**
   * Most of the peer's requests read and not yet answered (the answer written and handed to the
   * socket), keep-alives included: at the limit, reading pauses until answers leave.
   */
  maxUnanswered: number;
  onPdu: PduHook | undefined;
  /** While it is held, frames wait unhandled (enquire_link aside) and reading soon pauses. */
  flowGate: FlowGate | undefined;
  /** Reading paused for the flow gate (true), or resumed after it (false). */
  onFlowPause: (paused: boolean) => void;
  /** A read brought one or more complete frames; called once, before the first of them. */
  onFrames: () => void;
  /** A complete frame arrived. Exceptions are passed to `onError`; the next frame still comes. */
  onFrame: (frame: Buffer, header: PduHeader) => void;
  /** The stream can no longer be framed (absurd command_length). */
  onFramingError: (error: Error) => void;
  onError: (error: unknown) => void;
  onClose: () => void;
}

/**
 * The byte side of a session: cuts the socket stream into frames, shows every frame to the PDU
 * hook, writes frames, and applies backpressure both ways (senders wait on the gate; reading
 * pauses while our answers pile up unread, and while the flow gate holds frames back).
 */
export class FrameChannel {
  onPdu: PduHook | undefined;
  readonly gate: WriteGate;
  private readonly framer: PduFramer;
  /** ANSWER_PAUSE_BYTES, or the socket's own mark if higher: 'drain' only follows a full write. */
  private readonly answerPauseBytes: number;
  /** Reading is paused until the socket drains (our answers pile up unread). */
  private pausedForAnswers = false;
  /** The flow gate is held: frames read meanwhile wait in `held`, keep-alives aside. */
  private pausedForFlow = false;
  /** Reading is paused until the flow gate is released: `held` reached its limit. */
  private pausedForHeld = false;
  /** No frame is handled, and reading pauses, until resumeHandling() (a bind being decided). */
  private handlingPaused = false;
  /** This session has had its turn (FRAMES_PER_TURN): it goes on in the next one. */
  private pausedForTurn = false;
  /** `maxUnanswered` requests wait for their answers: reading goes on once some have left. */
  private pausedForUnanswered = false;
  /** Requests handled whose answers have not yet been handed to the socket. */
  private unanswered = 0;
  /** Answers among the frames in `queued`. */
  private queuedAnswers = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Keep-alives answered while the flow gate holds: they count towards the read limit. */
  private keepAliveBytesWhileHeld = 0;
  /** Frames written in this turn of the event loop, not yet handed to the socket. */
  private queued: Buffer[] = [];
  private queuedBytes = 0;
  private flushScheduled = false;
  /** A batch of this turn has left before its end. */
  private earlySent = false;
  private stopped = false;
  private graceTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: Socket,
    private readonly options: FrameChannelOptions,
  ) {
    this.onPdu = options.onPdu;
    this.framer = new PduFramer({ maxPduLength: options.maxPduLength });
    this.gate = new WriteGate(socket, options.writeHighWaterMark, () => this.bufferedBytes);
    this.answerPauseBytes = Math.max(ANSWER_PAUSE_BYTES, socket.writableHighWaterMark);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error) => options.onError(error));
    socket.on('close', () => {
      if (this.graceTimer) clearTimeout(this.graceTimer);
      options.onClose();
    });
    if (socket.destroyed) queueMicrotask(() => options.onClose());
  }

  get writable(): boolean {
    return !this.stopped && !this.socket.destroyed && !this.socket.writableEnded;
  }

  /** Bytes written to the channel and not yet sent by the socket. */
  get bufferedBytes(): number {
    return this.socket.writableLength + this.queuedBytes;
  }

  /** The peer's requests handled and not yet answered (answer handed to the socket). */
  get unansweredRequests(): number {
    return this.unanswered;
  }

  /** Writes a frame unless the connection is closing; false when it was not written. */
  write(frame: Buffer): boolean {
    if (!this.writable) return false;
    if (this.onPdu) this.callHook('out', frame, readHeader(frame));
    this.queued.push(frame);
    this.queuedBytes += frame.length;
    // The response bit, read from the frame itself: no header object on this path.
    if ((frame[4] as number) & 0x80) this.queuedAnswers += 1;
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      process.nextTick(this.flushScheduledFrames);
    }
    if (
      this.queuedBytes >= FLUSH_BYTES ||
      (!this.earlySent && this.queued.length === EARLY_FRAMES)
    ) {
      this.earlySent = true;
      this.flush();
    }
    return true;
  }

  private readonly flushScheduledFrames = (): void => {
    this.flushScheduled = false;
    this.earlySent = false;
    this.flush();
  };

  /** Hands the queued frames to the socket as one buffer: one socket write for many frames. */
  private flush(): void {
    const { queued } = this;
    if (queued.length === 0) return;
    const data =
      queued.length === 1 ? (queued[0] as Buffer) : Buffer.concat(queued, this.queuedBytes);
    this.queued = [];
    this.queuedBytes = 0;
    this.unanswered = Math.max(0, this.unanswered - this.queuedAnswers);
    this.queuedAnswers = 0;
    if (this.writable) this.socket.write(data);
    if (this.pausedForUnanswered && this.unanswered < this.options.maxUnanswered) {
      this.pausedForUnanswered = false;
      this.continueNextTurn();
    }
  }

  /** Writes an answer; a peer that sends without reading our answers gets its reading paused. */
  writeAnswer(frame: Buffer): boolean {
    const written = this.write(frame);
    if (written && !this.pausedForAnswers && this.socket.writableLength > this.answerPauseBytes) {
      this.pausedForAnswers = true;
      this.socket.pause();
      this.socket.once('drain', () => {
        this.pausedForAnswers = false;
        this.readFrames();
        this.resumeReading();
      });
    }
    return written;
  }

  private pauseForFlow(gate: FlowGate): void {
    if (this.pausedForFlow) return;
    this.pausedForFlow = true;
    this.options.onFlowPause(true);
    void gate.whenReleased().then(() => {
      this.pausedForFlow = false;
      this.pausedForHeld = false;
      this.keepAliveBytesWhileHeld = 0;
      this.handleHeldFrames();
      this.readFrames();
      // Held again by what was just handled: read on (keep-alives still answered) up to the limit.
      if (gate.held) this.pauseForFlow(gate);
      else this.options.onFlowPause(false);
      this.resumeReading();
    });
  }

  private resumeReading(): void {
    if (
      !this.stopped &&
      !this.pausedForAnswers &&
      !this.pausedForHeld &&
      !this.handlingPaused &&
      !this.pausedForTurn &&
      !this.pausedForUnanswered
    ) {
      this.socket.resume();
    }
  }

  /** Stops reading; the frames already read are handled from the next turn on. */
  private yieldTurn(): void {
    this.socket.pause();
    if (this.pausedForUnanswered) return;
    this.continueNextTurn();
  }

  private continueNextTurn(): void {
    if (this.pausedForTurn) return;
    this.pausedForTurn = true;
    setImmediate(() => {
      this.pausedForTurn = false;
      this.readFrames();
      this.resumeReading();
    });
  }

  /**
   * Handles no frame after the current one, keep-alives included, and stops reading, until
   * resumeHandling(): requests behind a bind wait for its answer, in order.
   */
  pauseHandling(): void {
    if (this.handlingPaused) return;
    this.handlingPaused = true;
    this.socket.pause();
  }

  /** Handles the frames that waited, in order, and reads on. */
  resumeHandling(): void {
    if (!this.handlingPaused) return;
    this.handlingPaused = false;
    // While the flow gate holds, the frames in `held` wait for its release as before.
    if (!this.pausedForFlow) this.handleHeldFrames();
    this.readFrames();
    this.resumeReading();
  }

  /** Half-closes after what was written, and destroys if the peer has not closed in `graceMs`. */
  end(graceMs: number): void {
    if (this.socket.destroyed || this.socket.writableEnded) return;
    this.flush();
    this.socket.end();
    this.graceTimer = setTimeout(() => this.socket.destroy(), graceMs);
    this.graceTimer.unref();
  }

  destroy(): void {
    this.stopped = true;
    this.socket.destroy();
  }

  close(error: Error): void {
    this.stopped = true;
    this.gate.close(error);
  }

  private receive(chunk: Buffer): void {
    try {
      this.framer.push(chunk);
    } catch (error) {
      this.options.onFramingError(error as Error);
      return;
    }
    const { flowGate } = this.options;
    if (!this.pausedForFlow && flowGate?.held) this.pauseForFlow(flowGate);
    this.readFrames();
  }

  /**
   * Handles the complete frames read so far. While the flow gate is held only keep-alives are
   * handled: the rest waits in `held`, in order, and reading pauses once that reaches its limit.
   */
  private readFrames(): void {
    if (this.pausedForTurn || this.pausedForUnanswered || this.pausedForAnswers) return;
    const holding = this.pausedForFlow;
    const { maxUnanswered } = this.options;
    try {
      for (let count = 0; ; count++) {
        // Frames already read wait for the drain too: answering them would pile up past the mark.
        if (this.stopped || this.handlingPaused || this.pausedForAnswers) return;
        // A closing channel answers nothing: what is left is let through at once, as before.
        if ((count >= FRAMES_PER_TURN && this.writable) || this.unanswered >= maxUnanswered) {
          if (this.framer.bufferedBytes === 0) break;
          this.pausedForUnanswered = this.unanswered >= maxUnanswered;
          this.yieldTurn();
          return;
        }
        const frame = this.framer.next();
        if (frame === null) break;
        if (count === 0) this.options.onFrames();
        const header = readHeader(frame);
        // While held, keep-alives are handled up to the read limit; past it they wait too.
        const keepAlive =
          (header.commandId === ENQUIRE_LINK || header.commandId === ENQUIRE_LINK_RESP) &&
          this.keepAliveBytesWhileHeld < FLOW_PAUSE_READ_BYTES;
        if (holding && !keepAlive) {
          this.held.push(frame);
          this.heldBytes += frame.length;
        } else {
          if (holding) this.keepAliveBytesWhileHeld += frame.length;
          this.handleFrame(frame, header);
        }
      }
    } catch (error) {
      // Only the framer throws out here: the next PDU boundary is unknown, so the stream is lost.
      this.options.onFramingError(error as Error);
      return;
    }
    if (
      holding &&
      !this.pausedForHeld &&
      this.heldBytes + this.keepAliveBytesWhileHeld + this.framer.bufferedBytes >=
        FLOW_PAUSE_READ_BYTES
    ) {
      this.pausedForHeld = true;
      this.socket.pause();
    }
  }

  private handleHeldFrames(): void {
    const { held } = this;
    this.held = [];
    this.heldBytes = 0;
    for (let index = 0; index < held.length; index++) {
      if (this.stopped) return;
      if (this.handlingPaused) {
        this.held = held.slice(index);
        for (const waiting of this.held) this.heldBytes += waiting.length;
        return;
      }
      const frame = held[index] as Buffer;
      this.handleFrame(frame, readHeader(frame));
    }
  }

  private handleFrame(frame: Buffer, header: PduHeader): void {
    const { commandId } = header;
    // Once our side is closing no answer can leave: such requests are not waited for.
    if (
      this.writable &&
      (commandId & 0x80000000) === 0 &&
      commandId !== OUTBIND &&
      commandId !== ALERT_NOTIFICATION
    ) {
      this.unanswered += 1;
    }
    if (this.onPdu) this.callHook('in', frame, header);
    try {
      this.options.onFrame(frame, header);
    } catch (error) {
      this.options.onError(error);
    }
  }

  private callHook(direction: 'in' | 'out', frame: Buffer, header: PduHeader): void {
    try {
      this.onPdu?.(direction, frame, header);
    } catch (error) {
      this.options.onError(error);
    }
  }
}
