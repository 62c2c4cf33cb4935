import { CommandStatus as S } from '@routelab/smpp';
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
import { commandStatusOf } from './command-status-of.js';

describe('commandStatusOf', () => {
  it("answers a validation error with its field's own status where SMPP has one", () => {
    const field = (name: string) =>
      commandStatusOf(ValidationError.field(name, 'bad'), 'submit_sm');
    expect(field('destination_addr')).toBe(S.ESME_RINVDSTADR);
    expect(field('source_addr')).toBe(S.ESME_RINVSRCADR);
    expect(field('schedule_delivery_time')).toBe(S.ESME_RINVSCHED);
    expect(field('validity_period')).toBe(S.ESME_RINVEXPIRY);
    expect(field('registered_delivery')).toBe(S.ESME_RINVREGDLVFLG);
  });

  it("answers other validation errors with the operation's failure status", () => {
    const input = ValidationError.input('No.');
    expect(commandStatusOf(ValidationError.field('text', 'bad'), 'submit_sm')).toBe(
      S.ESME_RSUBMITFAIL,
    );
    expect(commandStatusOf(input, 'data_sm')).toBe(S.ESME_RSUBMITFAIL);
    expect(commandStatusOf(input, 'query_sm')).toBe(S.ESME_RQUERYFAIL);
    expect(commandStatusOf(input, 'cancel_sm')).toBe(S.ESME_RCANCELFAIL);
    expect(commandStatusOf(input, 'replace_sm')).toBe(S.ESME_RREPLACEFAIL);
  });

  it('answers not found with ESME_RINVMSGID where the request names a message id', () => {
    const missing = new NotFoundError();
    expect(commandStatusOf(missing, 'query_sm')).toBe(S.ESME_RINVMSGID);
    expect(commandStatusOf(missing, 'cancel_sm')).toBe(S.ESME_RINVMSGID);
    expect(commandStatusOf(missing, 'replace_sm')).toBe(S.ESME_RINVMSGID);
    expect(commandStatusOf(missing, 'submit_sm')).toBe(S.ESME_RSUBMITFAIL);
  });

  it("answers a conflict with the operation's failure status", () => {
    const conflict = new ConflictError('final');
    expect(commandStatusOf(conflict, 'cancel_sm')).toBe(S.ESME_RCANCELFAIL);
    expect(commandStatusOf(conflict, 'replace_sm')).toBe(S.ESME_RREPLACEFAIL);
    expect(commandStatusOf(conflict, 'submit_sm')).toBe(S.ESME_RSUBMITFAIL);
  });

  it('answers balance, permission, rate and availability refusals', () => {
    expect(commandStatusOf(new InsufficientBalanceError(), 'submit_sm')).toBe(S.ESME_RSUBMITFAIL);
    expect(commandStatusOf(new InsufficientBalanceError(), 'submit_multi')).toBe(
      S.ESME_RSUBMITFAIL,
    );
    expect(commandStatusOf(new ForbiddenError(), 'bind_transceiver')).toBe(S.ESME_RINVSYSID);
    expect(commandStatusOf(new ForbiddenError(), 'submit_sm')).toBe(S.ESME_RSUBMITFAIL);
    expect(commandStatusOf(new RateLimitedError(3), 'submit_sm')).toBe(S.ESME_RTHROTTLED);
    expect(commandStatusOf(new RateLimitedError(3), 'query_sm')).toBe(S.ESME_RTHROTTLED);
    expect(commandStatusOf(new UnavailableError('down'), 'submit_sm')).toBe(S.ESME_RSYSERR);
  });

  it('answers anything that is no domain error with ESME_RSYSERR', () => {
    expect(commandStatusOf(new Error('database is locked'), 'query_sm')).toBe(S.ESME_RSYSERR);
    expect(commandStatusOf('thrown string', 'submit_sm')).toBe(S.ESME_RSYSERR);
  });
});
