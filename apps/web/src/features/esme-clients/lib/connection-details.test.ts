import { describe, expect, it } from 'vitest';
import { connectionDetailsText } from './connection-details';

const labels = { host: 'Host', port: 'Port', systemId: 'System ID', password: 'Password' };

describe('connectionDetailsText', () => {
  it('lists host, port, system_id and the password when it is known', () => {
    expect(
      connectionDetailsText(
        { host: 'smpp.example.com', port: 2775, systemId: 'shop1', password: 'aB3$xY7!' },
        labels,
      ),
    ).toBe('Host: smpp.example.com\nPort: 2775\nSystem ID: shop1\nPassword: aB3$xY7!');
  });

  it('leaves the password out when only its hash is stored', () => {
    const text = connectionDetailsText(
      { host: '127.0.0.1', port: 40123, systemId: 'shop1' },
      { ...labels, host: 'Хост' },
    );
    expect(text).toBe('Хост: 127.0.0.1\nPort: 40123\nSystem ID: shop1');
    expect(text).not.toContain('Password');
  });
});
