import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { LoginPage } from './login';

describe('LoginPage', () => {
  it('leaves the focused e-mail field unflagged when focus moves to a link', async () => {
    render(
      <Providers>
        <LoginPage />
      </Providers>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    // A blur error would push "Create an account" down between mousedown and mouseup.
    await userEvent.tab();
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
  });

  it('checks on submit, then again as the user types', async () => {
    render(
      <Providers>
        <LoginPage />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
  });
});
