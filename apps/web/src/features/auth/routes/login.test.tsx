import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { LoginPage } from './login';

const RESEND = '/api/user/register/resend/';

/** Answers the login with `refusal` (400) and every other call with a plain success. */
function refuseLoginWith(refusal: object) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input).pathname === '/api/user/login/'
          ? Response.json(refusal, { status: 400 })
          : Response.json({ detail: 'ok' }),
      ),
    );
}

async function signIn(email: string) {
  render(
    <Providers>
      <LoginPage />
    </Providers>,
  );
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'right-Pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => vi.restoreAllMocks());

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

describe('LoginPage for an address that is not confirmed yet', () => {
  const resendButton = () =>
    screen.queryByRole('button', { name: 'Send the confirmation e-mail again' });

  it('offers to send the confirmation mail again, then says it is on its way', async () => {
    const fetch = refuseLoginWith({
      detail: 'E-mail address is not confirmed. Check your inbox for the confirmation link.',
      code: 'email_not_confirmed',
    });
    const success = vi.spyOn(notify, 'success');
    await signIn(' Ada@Example.com ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail address is not confirmed. Check your inbox for the confirmation link.',
    );
    await userEvent.click(resendButton()!);
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(
      'If ada@example.com still needs confirming, a new confirmation link is on its way.',
    );
    const resend = fetch.mock.calls.find(([input]) => requestUrl(input).pathname === RESEND);
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('does not offer it when the credentials are wrong', async () => {
    refuseLoginWith({ detail: 'Unable to log in with provided credentials.' });
    await signIn('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log in');
    expect(resendButton()).not.toBeInTheDocument();
  });
});
