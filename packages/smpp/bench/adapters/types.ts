/**
 * What one codec round trip covers:
 * - encode-decode: encode an already built submit_sm, decode the bytes;
 * - build-encode-decode: also build the PDU object from its fields (short_message as bytes);
 * - text-build-encode-decode: also encode the text to GSM 7-bit first and decode it back after.
 */
export const codecCases = [
  'encode-decode',
  'build-encode-decode',
  'text-build-encode-decode',
] as const;
export type CodecCase = (typeof codecCases)[number];

/** What the benchmark needs from an SMPP library; one adapter per library under test. */
export interface BenchLibrary {
  /** Column title in the printed table. */
  title: string;
  /** Builds a function that performs one round trip of the typical submit_sm, as `kind` says. */
  codecRoundTrip(kind: CodecCase): () => void;
  /** An SMSC on 127.0.0.1 (port 0) that accepts any bind and answers every submit_sm at once. */
  startServer(): Promise<BenchServer>;
  /** Connects and binds as a transmitter with at most `window` requests outstanding. */
  connect(port: number, options: BenchConnectOptions): Promise<BenchClient>;
}

export interface BenchConnectOptions {
  window: number;
  responseTimeoutMs: number;
}

export interface BenchServer {
  port: number;
  close(): Promise<void>;
}

export interface BenchClient {
  /** Sends the typical submit_sm; `done` runs once with whether a positive response came back. */
  submit(done: (ok: boolean) => void): void;
  /**
   * Offers the typical submit_sm and resolves when the library lets the caller go on: ours once
   * the window and the socket buffer have room, npm smpp at once (it has no backpressure).
   */
  offer(): Promise<void>;
  close(): Promise<void>;
}
