/** bind_receiver, bind_transmitter, bind_transceiver and outbind: system_id, then password. */
export const PASSWORD_COMMAND_IDS = [0x00000001, 0x00000002, 0x00000009, 0x0000000b] as const;
const CARRIES_PASSWORD = new Set<number>(PASSWORD_COMMAND_IDS);
const BODY_OFFSET = 16;
const NUL = 0;
const ASTERISK = 0x2a;

/**
 * Overwrites the password of a bind or outbind PDU with one `*` per byte, in place, so a logged
 * PDU keeps its length and layout but not the secret. The PDU (header first) is `bytes` from
 * `start` to `end`: a batch masks inside its shared buffer without a view per PDU.
 */
export function maskBindPassword(
  bytes: Uint8Array,
  commandId: number,
  start = 0,
  end = bytes.length,
): void {
  if (!CARRIES_PASSWORD.has(commandId)) return;
  const systemIdEnd = bytes.indexOf(NUL, start + BODY_OFFSET);
  if (systemIdEnd < 0 || systemIdEnd >= end) return;
  for (let index = systemIdEnd + 1; index < end && bytes[index] !== NUL; index++) {
    bytes[index] = ASTERISK;
  }
}
