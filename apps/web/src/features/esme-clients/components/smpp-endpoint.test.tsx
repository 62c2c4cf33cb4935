import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { endpointOf } from '../../../lib/endpoint-of';
import { SmppEndpoint } from './smpp-endpoint';

describe('SmppEndpoint', () => {
  it('shows the host and the plain and TLS ports ESMEs bind to', () => {
    render(<SmppEndpoint port={2775} tlsPort={3550} />);
    const endpoint = screen.getByTestId('smpp-endpoint');
    expect(endpoint).toHaveTextContent('SMPP server: localhost:2775');
    expect(endpoint).toHaveTextContent('TLS: localhost:3550');
  });

  it('says so when the listener is not running, and shows no TLS port without one', () => {
    render(<SmppEndpoint port={null} tlsPort={null} />);
    const endpoint = screen.getByTestId('smpp-endpoint');
    expect(endpoint).toHaveTextContent('The SMPP listener is not running');
    expect(endpoint).not.toHaveTextContent('TLS');
  });
});

describe('endpointOf', () => {
  it('joins address and port, bracketing IPv6', () => {
    expect(endpointOf({ remote_address: '203.0.113.7', remote_port: 53412 })).toBe(
      '203.0.113.7:53412',
    );
    expect(endpointOf({ remote_address: '2001:db8::7', remote_port: 53412 })).toBe(
      '[2001:db8::7]:53412',
    );
    expect(endpointOf({ remote_address: '203.0.113.7', remote_port: null })).toBe('203.0.113.7');
  });
});
