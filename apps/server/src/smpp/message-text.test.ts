import { describe, expect, it } from 'vitest';
import { messageText } from './message-text.js';

describe('messageText', () => {
  it('keeps 8-bit data and compressed text as hex', () => {
    const octets = Uint8Array.of(0x00, 0xca, 0xfe, 0x41);
    expect(messageText(octets, 0x04)).toBe('00cafe41');
    expect(messageText(octets, 0xf4)).toBe('00cafe41');
    expect(messageText(octets, 0x20)).toBe('00cafe41');
  });

  it('decodes text codings', () => {
    expect(messageText(Uint8Array.of(0x48, 0x69), 0x03)).toBe('Hi');
    expect(messageText(Uint8Array.of(0x04, 0x1f), 0x08)).toBe('П');
  });
});
