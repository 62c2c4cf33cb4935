import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  InsufficientBalanceError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
  ValidationError,
} from '../errors/domain-errors.js';
import { domainErrorResponse } from './domain-error-response.js';

describe('domainErrorResponse', () => {
  it('answers validation errors with 400 and field messages, or a detail with its code', () => {
    expect(domainErrorResponse(ValidationError.field('email', 'This e-mail is taken'))).toEqual({
      status: 400,
      body: { email: ['This e-mail is taken'] },
      headers: {},
    });
    expect(domainErrorResponse(ValidationError.input('The link is invalid'))).toEqual({
      status: 400,
      body: { detail: 'The link is invalid' },
      headers: {},
    });
    expect(
      domainErrorResponse(ValidationError.input('Confirm first', 'email_not_confirmed')),
    ).toEqual({
      status: 400,
      body: { detail: 'Confirm first', code: 'email_not_confirmed' },
      headers: {},
    });
  });

  it('answers the other refusals with their status and a detail', () => {
    const answer = (error: Parameters<typeof domainErrorResponse>[0]) => {
      const { status, body } = domainErrorResponse(error);
      return [status, body];
    };
    expect(answer(new NotFoundError())).toEqual([404, { detail: 'Not found.' }]);
    expect(answer(new ConflictError('Taken.'))).toEqual([409, { detail: 'Taken.' }]);
    expect(answer(new InsufficientBalanceError())).toEqual([
      402,
      { detail: 'The balance is too low for this request.', code: 'insufficient_balance' },
    ]);
    expect(answer(new ForbiddenError())).toEqual([
      403,
      { detail: 'You do not have permission to perform this action.' },
    ]);
    expect(answer(new UnavailableError('Mail is down.'))).toEqual([
      503,
      { detail: 'Mail is down.' },
    ]);
  });

  it('answers rate limits with 429, Retry-After and the DRF wording', () => {
    expect(domainErrorResponse(new RateLimitedError(42))).toEqual({
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 42 seconds.' },
      headers: { 'retry-after': '42' },
    });
  });
});
