import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorFromBody } from './api-error';
import { applyServerErrors, errorMessage } from './form-errors';
import { i18n } from './i18n';

describe('server errors on forms', () => {
  it('sets field messages on known fields and returns the rest', async () => {
    await i18n.changeLanguage('en');
    const setError = vi.fn();
    const error = errorFromBody(400, {
      email: ['A user with this e-mail address already exists.'],
      token: ['This link is invalid, expired or already used.'],
      detail: 'Check the form.',
    });
    const rest = applyServerErrors(error, setError, ['email', 'password']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'A user with this e-mail address already exists.' },
      { shouldFocus: true },
    );
    expect(rest).toBe('Check the form. This link is invalid, expired or already used.');
  });

  it('translates known server messages into the UI language', async () => {
    await i18n.changeLanguage('uk');
    const error = errorFromBody(400, { detail: 'Unable to log in with provided credentials.' });
    expect(errorMessage(error)).toBe('Не вдалося увійти з вказаними даними.');
    await i18n.changeLanguage('en');
  });

  it('explains rate limits and network failures in its own words', async () => {
    await i18n.changeLanguage('en');
    const throttled = errorFromBody(429, { detail: 'Request was throttled.' });
    expect(applyServerErrors(throttled, vi.fn(), [])).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(errorMessage(new ApiError(0, undefined))).toMatch(/Cannot reach the server/);
    expect(errorMessage(new ApiError(404, undefined))).toBe('Not found.');
  });
});
