import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { Providers } from '../testing/providers';
import { signedInQueryClient } from '../testing/signed-in';
import { DedicatedSmppAlert } from './dedicated-smpp-alert';

describe('DedicatedSmppAlert', () => {
  it('warns while the renewal is due and links to the page', () => {
    render(
      <Providers
        queryClient={signedInQueryClient({
          dedicated_smpp_alert: { status: 'grace', grace_until: '2026-12-30T12:00:00.000Z' },
        })}
      >
        <DedicatedSmppAlert />
      </Providers>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /renewal was not covered by your balance\. Top up by Dec 30, 2026/,
    );
    expect(screen.getByRole('link', { name: 'Open Dedicated SMPP' })).toHaveAttribute(
      'href',
      '/dedicated-smpp',
    );
  });

  it('says a suspended listener is closed, and nothing without an alert', () => {
    const { unmount } = render(
      <Providers
        queryClient={signedInQueryClient({
          dedicated_smpp_alert: { status: 'suspended', grace_until: null },
        })}
      >
        <DedicatedSmppAlert />
      </Providers>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('its listener is closed');
    unmount();
    render(
      <Providers queryClient={signedInQueryClient()}>
        <DedicatedSmppAlert />
      </Providers>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
