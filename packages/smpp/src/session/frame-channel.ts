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
const FLOW_PAUSE_READ_BYTES = 32 * 1024;

const ENQUIRE_LINK = 0x00000015;
const ENQUIRE_LINK_RESP = 0x80000015;

export interface FrameChannelOptions {
  maxPduLength: number;
  writeHighWaterMark: number;
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
  /** Reading is paused until the socket drains (our answers pile up unread). */
  private pausedForAnswers = false;
  /** The flow gate is held: frames read meanwhile wait in `held`, keep-alives aside. */
  private pausedForFlow = false;
  /** Reading is paused until the flow gate is released: `held` reached its limit. */
  private pausedForHeld = false;
  /** No frame is handled, and reading pauses, until resumeHandling() (a bind being decided). */
  private handlingPaused = false;
  private held: Buffer[] = [];
  private heldBytes = 0;
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

  /** Writes a frame unless the connection is closing; false when it was not written. */
  write(frame: Buffer): boolean {
    if (!this.writable) return false;
    if (this.onPdu) this.callHook('out', frame, readHeader(frame));
    this.queued.push(frame);
    this.queuedBytes += frame.length;
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
    if (this.writable) this.socket.write(data);
  }

  /** Writes an answer; a peer that sends without reading our answers gets its reading paused. */
  writeAnswer(frame: Buffer): boolean {
    const written = this.write(frame);
    if (written && !this.pausedForAnswers && this.gate.congested) {
      this.pausedForAnswers = true;
      this.socket.pause();
      this.socket.once('drain', () => {
        this.pausedForAnswers = false;
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
      this.handleHeldFrames();
      this.readFrames();
      // Held again by what was just handled: read on (keep-alives still answered) up to the limit.
      if (gate.held) this.pauseForFlow(gate);
      else this.options.onFlowPause(false);
      this.resumeReading();
    });
  }

  private resumeReading(): void {
    if (!this.stopped && !this.pausedForAnswers && !this.pausedForHeld && !this.handlingPaused) {
      this.socket.resume();
    }
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
    const holding = this.pausedForFlow;
    try {
      for (let first = true; ; first = false) {
        if (this.stopped || this.handlingPaused) return;
        const frame = this.framer.next();
        if (frame === null) break;
        if (first) this.options.onFrames();
        const header = readHeader(frame);
        if (
          holding &&
          header.commandId !== ENQUIRE_LINK &&
          header.commandId !== ENQUIRE_LINK_RESP
        ) {
          this.held.push(frame);
          this.heldBytes += frame.length;
        } else {
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
      this.heldBytes + this.framer.bufferedBytes >= FLOW_PAUSE_READ_BYTES
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
