import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { makeMessage } from '../../../testing/message';
import { ReportDialog } from './report-dialog';

const message = makeMessage();

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
