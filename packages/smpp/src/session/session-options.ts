import type { PduHeader } from '../codec/errors.js';
import { DEFAULT_MAX_PDU_LENGTH } from '../codec/framer.js';
import { CommandStatus } from '../protocol/command-status.js';
import type { SessionRole } from './bind-state.js';
import type { FlowGate } from './flow-gate.js';

/** Sees every PDU in and out as raw bytes plus its header, before any decoding. */
export type PduHook = (direction: 'in' | 'out', raw: Buffer, header: PduHeader) => void;

export interface SmppSessionOptions {
  /** 'esme' binds to a message centre; 'smsc' accepts binds. Decides which PDUs may flow. */
  role: SessionRole;
  /** Most of our requests outstanding at once. Default 10. */
  windowSize?: number;
  /** How long each of our requests may wait for its response. Default 30 s. */
  responseTimeoutMs?: number;
  /** Send enquire_link after this long without receiving anything while bound; 0 = never. Default 30 s. */
  enquireLinkIntervalMs?: number;
  /** An enquire_link unanswered this long means the peer is dead. Default 10 s. */
  enquireLinkTimeoutMs?: number;
  /** Close when nothing at all arrives for this long, in any state; 0 = never. Default 0. */
  inactivityTimeoutMs?: number;
  /** Most requests per second we send (token bucket, smooth). Default: unlimited. */
  throughput?: number;
  /** Frames above this command_length close the connection. Default 64 KiB. */
  maxPduLength?: number;
  /** Sending waits while the socket holds more than this many unsent bytes. Default 1 MiB. */
  writeHighWaterMark?: number;
  /** Most peer requests handed to the app and not yet answered; beyond it they are refused. */
  inboundWindow?: number;
  /**
   * Most peer requests read and not yet answered (keep-alives included, until their answer has
   * been handed to the socket); at the limit, reading pauses. Default 2,000.
   */
  maxUnansweredRequests?: number;
  /** Most peer requests per second handed to the app; beyond it they are refused. */
  inboundThroughput?: number;
  /** The command_status that refuses a request over the inbound limits. Default ESME_RTHROTTLED. */
  throttleStatus?: number;
  /** Grace period for the peer to close after an unbind before the socket is destroyed. Default 2 s. */
  closeGraceMs?: number;
  onPdu?: PduHook;
  /**
   * While held (by whoever consumes onPdu), what the peer sends waits unhandled (its enquire_link
   * is still answered), reading pauses once 32 KiB wait, and sending waits.
   */
  flowGate?: FlowGate;
}

export type ResolvedSessionOptions = Required<
  Omit<SmppSessionOptions, 'onPdu' | 'throughput' | 'flowGate'>
> & {
  throughput: number | undefined;
  onPdu: PduHook | undefined;
  flowGate: FlowGate | undefined;
};

export function resolveSessionOptions(options: SmppSessionOptions): ResolvedSessionOptions {
  return {
    role: options.role,
    windowSize: options.windowSize ?? 10,
    responseTimeoutMs: options.responseTimeoutMs ?? 30_000,
    enquireLinkIntervalMs: options.enquireLinkIntervalMs ?? 30_000,
    enquireLinkTimeoutMs: options.enquireLinkTimeoutMs ?? 10_000,
    inactivityTimeoutMs: options.inactivityTimeoutMs ?? 0,
    throughput: options.throughput,
    maxPduLength: options.maxPduLength ?? DEFAULT_MAX_PDU_LENGTH,
    writeHighWaterMark: options.writeHighWaterMark ?? 1024 * 1024,
    inboundWindow: options.inboundWindow ?? Number.POSITIVE_INFINITY,
    maxUnansweredRequests: options.maxUnansweredRequests ?? 2_000,
    inboundThroughput: options.inboundThroughput ?? Number.POSITIVE_INFINITY,
    throttleStatus: options.throttleStatus ?? CommandStatus.ESME_RTHROTTLED,
    closeGraceMs: options.closeGraceMs ?? 2_000,
    onPdu: options.onPdu,
    flowGate: options.flowGate,
  };
}
