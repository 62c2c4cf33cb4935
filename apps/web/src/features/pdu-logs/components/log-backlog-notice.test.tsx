import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { LogBacklogNotice } from './log-backlog-notice';

describe('LogBacklogNotice', () => {
  it('says how many PDUs wait while the sessions are paused', () => {
    render(<LogBacklogNotice backlog={{ pending: 100_000, paused: true }} />);
    expect(screen.getByTestId('log-backlog')).toHaveTextContent(
      'The log is catching up (PDUs waiting to be stored: 100,000). SMPP sessions are paused',
    );
  });

  it('shows nothing while the sessions run, or before the state is known', () => {
    const { rerender } = render(<LogBacklogNotice backlog={{ pending: 40, paused: false }} />);
    expect(screen.queryByTestId('log-backlog')).toBeNull();
    rerender(<LogBacklogNotice backlog={undefined} />);
    expect(screen.queryByTestId('log-backlog')).toBeNull();
  });
});
