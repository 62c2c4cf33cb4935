import type { MessageDetail } from '@routelab/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { makeMessageDetail } from '../../../testing/message';
import { Providers } from '../../../testing/providers';
import { smscMessageKeys } from '../api/keys';
import { MessageBody } from './message-body';

const options = {
  protocol_id: 0,
  priority_flag: 0,
  validity_period: '',
  schedule_delivery_time: '',
  packed: false,
  udh: false,
};

function renderBody(message: MessageDetail) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(smscMessageKeys.pdus(message.id), { count: 0, results: [] });
  render(
    <Providers queryClient={queryClient}>
      <MessageBody
        message={message}
        gatewayName="Provider A"
        statusNames={new Map()}
        onOpenPdu={() => undefined}
      />
    </Providers>,
  );
}

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('MessageBody: the advanced fields a message was sent with', () => {
  it('shows those that differ from the defaults', () => {
    renderBody(
      makeMessageDetail({
        direction: 'mt',
        gateway_id: 3,
        data_coding: 0x10,
        send_options: { ...options, priority_flag: 3, validity_period: '000000013000000R' },
      }),
    );
    expect(screen.getByText('Sent with')).toBeInTheDocument();
    expect(
      screen.getByText(
        'message class 0 (flash) · priority_flag 3 · validity_period 000000013000000R',
      ),
    ).toBeInTheDocument();
  });

  it('has no line for a message sent with the defaults', () => {
    renderBody(makeMessageDetail({ direction: 'mt', gateway_id: 3, send_options: options }));
    expect(screen.queryByText('Sent with')).not.toBeInTheDocument();
  });
});
