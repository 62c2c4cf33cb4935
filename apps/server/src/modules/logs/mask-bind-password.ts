/** bind_receiver, bind_transmitter, bind_transceiver and outbind: system_id, then password. */
const CARRIES_PASSWORD = new Set([0x00000001, 0x00000002, 0x00000009, 0x0000000b]);
const BODY_OFFSET = 16;
const NUL = 0;
const ASTERISK = 0x2a;

/**
 * Overwrites the password of a bind or outbind PDU with one `*` per byte, in place, so a logged
 * PDU keeps its length and layout but not the secret. `pdu` is one whole PDU (header first).
 */
export function maskBindPassword(pdu: Uint8Array, commandId: number): void {
  if (!CARRIES_PASSWORD.has(commandId)) return;
  const systemIdEnd = pdu.indexOf(NUL, BODY_OFFSET);
  if (systemIdEnd < 0) return;
  for (let index = systemIdEnd + 1; index < pdu.length && pdu[index] !== NUL; index++) {
    pdu[index] = ASTERISK;
  }
}
