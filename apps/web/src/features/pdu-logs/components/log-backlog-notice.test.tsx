import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { LogBacklogNotice } from './log-backlog-notice';

describe('LogBacklogNotice', () => {
  it('says how many PDUs wait while the sessions are paused', () => {
    render(<LogBacklogNotice backlog={{ pending: 100_000, paused: true, dropped: 0 }} />);
    expect(screen.getByTestId('log-backlog')).toHaveTextContent(
      'The log is catching up (PDUs waiting to be stored: 100,000). SMPP sessions are paused',
    );
    expect(screen.queryByTestId('log-not-logged')).toBeNull();
  });

  it('says how many PDUs were not logged', () => {
    render(<LogBacklogNotice backlog={{ pending: 40, paused: false, dropped: 12_345 }} />);
    expect(screen.getByTestId('log-not-logged')).toHaveTextContent(
      '12,345 PDUs not logged since the server started',
    );
    expect(screen.queryByTestId('log-backlog')).toBeNull();
  });

  it('shows nothing while the sessions run, or before the state is known', () => {
    const { rerender } = render(
      <LogBacklogNotice backlog={{ pending: 40, paused: false, dropped: 0 }} />,
    );
    expect(screen.queryByTestId('log-backlog')).toBeNull();
    expect(screen.queryByTestId('log-not-logged')).toBeNull();
    rerender(<LogBacklogNotice backlog={undefined} />);
    expect(screen.queryByTestId('log-backlog')).toBeNull();
  });
});
