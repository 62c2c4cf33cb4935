import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { GatewayDialog } from './gateway-dialog';

function renderDialog() {
  render(
    <Providers>
      <GatewayDialog onClose={() => undefined} />
    </Providers>,
  );
}

describe('GatewayDialog', () => {
  it('does not flag the focused field when focus leaves it', async () => {
    renderDialog();
    // Name has focus on open; leaving it used to show its error and move the layout.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Host'));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('flags every missing field at once on submit', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add SMSC' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Host is required')).toBeInTheDocument();
    expect(screen.getByText('System ID is required')).toBeInTheDocument();
  });

  it('keeps the title and the actions outside the scrolling content', () => {
    renderDialog();
    const form = screen.getByTestId('gateway-form');
    // The form sits between the paper and its parts: only as a flex column can the content
    // scroll on its own.
    expect(form).toHaveStyle({ display: 'flex', flexDirection: 'column', minHeight: '0' });
    expect(form.querySelector('.MuiDialogContent-dividers')).not.toBeNull();
  });
});
