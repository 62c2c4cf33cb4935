import { render, screen } from '@testing-library/react';
import type { ClientSession } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { ClientSessions } from './client-sessions';

const session = (id: string, tls: boolean): ClientSession => ({
  session_id: id,
  remote_address: '203.0.113.7',
  remote_port: 53_412,
  tls,
  bind_type: 'trx',
  since: '2026-11-23T10:00:00Z',
  received: 3,
  sent: 1,
});

describe('ClientSessions', () => {
  it('says which sessions came in over TLS', () => {
    render(<ClientSessions sessions={[session('a', true), session('b', false)]} />);
    const [secure, plain] = screen.getAllByTestId('esme-session');
    expect(secure).toHaveTextContent('203.0.113.7:53412 · TLS');
    expect(plain).not.toHaveTextContent('TLS');
  });
});
