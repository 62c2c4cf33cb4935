import type { Message } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { ReportDialog } from './report-dialog';

const message: Message = {
  id: 4,
  direction: 'esme',
  gateway_id: null,
  client_id: 7,
  source_addr: 'Shop',
  source_addr_ton: 5,
  source_addr_npi: 0,
  destination_addr: '4915112345678',
  dest_addr_ton: 1,
  dest_addr_npi: 1,
  text: 'Hello',
  data_coding: 0,
  esm_class: 0,
  registered_delivery: 1,
  parts: 1,
  message_id: '6',
  status: 'submitted',
  command_status: 0,
  error: null,
  dlr_text: null,
  created_at: '2025-01-01T10:00:00.000Z',
  submitted_at: '2025-01-01T10:00:00.000Z',
  done_at: null,
};

describe('ReportDialog', () => {
  it('names the message by the SMPP message id the receipt will carry', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReportDialog message={message} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Message 6 to 4915112345678')).toBeVisible();
    expect(screen.queryByText(/#4/)).not.toBeInTheDocument();
  });
});
