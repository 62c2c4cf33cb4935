import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { RoutedParts } from './routed-parts';

describe('RoutedParts', () => {
  it('shows where each routed part went, with links to its Sent SMS message and gateway', () => {
    render(
      <Providers>
        <RoutedParts
          routed={[
            {
              seq: 1,
              sent_message_id: 55,
              gateway_id: 3,
              route_id: 2,
              route_name: 'Ukraine',
              provider_message_id: '3E8',
              status: 'delivered',
            },
            {
              seq: 2,
              sent_message_id: 56,
              gateway_id: null,
              route_id: null,
              route_name: null,
              provider_message_id: null,
              status: 'queued',
            },
          ]}
        />
      </Providers>,
    );
    const [, first, second] = within(screen.getByTestId('routed-parts')).getAllByRole('row');
    expect(first).toHaveTextContent('Ukraine');
    expect(first).toHaveTextContent('3E8');
    expect(within(first!).getByRole('link', { name: 'Message #55' })).toHaveAttribute(
      'href',
      '/smsc/messages?message=55',
    );
    expect(within(first!).getByRole('link', { name: '#3' })).toHaveAttribute(
      'href',
      '/smsc/gateway/3',
    );
    expect(second).toHaveTextContent('A removed route');
  });

  it('shows nothing for a message that was not routed', () => {
    const { container } = render(
      <Providers>
        <RoutedParts routed={[]} />
      </Providers>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
