import { describe, expect, it } from 'vitest';
import { hostSchema, isHost } from './smpp-fields.js';

describe('isHost', () => {
  it('takes host names, IPv4 and IPv6 addresses', () => {
    for (const host of ['localhost', 'smsc.example.com', 'smsc-1.example', '10.0.0.1', '::1']) {
      expect(isHost(host), host).toBe(true);
    }
    expect(isHost('2001:db8::7')).toBe(true);
  });

  it('refuses a port, brackets, impossible octets and broken labels', () => {
    for (const host of ['127.0.0.1:2901', '[::1]', '999.1.1.1', '1.2.3', '-smsc.example', 'a..b']) {
      expect(isHost(host), host).toBe(false);
    }
  });

  it('says what to enter', () => {
    expect(hostSchema.safeParse('127.0.0.1:2901').error?.issues[0]?.message).toBe(
      'Enter a host name or an IP address',
    );
  });
});
