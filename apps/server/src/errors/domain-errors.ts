import type { FieldErrors } from '@routelab/shared';

/** The default texts (each has ru and uk entries in src/i18n). */
export const domainMessages = {
  notFound: 'Not found.',
  forbidden: 'You do not have permission to perform this action.',
  insufficientBalance: 'The balance is too low for this request.',
} as const;

export type DomainErrorKind =
  | 'validation'
  | 'not-found'
  | 'conflict'
  | 'insufficient-balance'
  | 'forbidden'
  | 'rate-limited'
  | 'unavailable';

/**
 * What a service refuses, in the service's terms. Each front door maps these to its own codes
 * in one place, by `kind` (so a new kind fails to compile until both map it): HTTP in
 * `http/domain-error-response.ts`, SMPP in `smpp/command-status-of.ts`. The texts are the
 * English source texts; the HTTP edge translates them like every other message.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/**
 * Input the service refuses: messages per field, or (with no fields) one message about the
 * input as a whole; then `code` may name the case for clients, as the text is translated.
 */
export class ValidationError extends DomainError {
  readonly kind = 'validation';

  private constructor(
    message: string,
    readonly fields: Readonly<FieldErrors>,
    readonly code?: string,
  ) {
    super(message);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }

  static input(message: string, code?: string): ValidationError {
    return new ValidationError(message, {}, code);
  }

  /** True when the refusal names no field. */
  get aboutInput(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

/** The object does not exist, or belongs to someone else (both look the same from outside). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';

  constructor(message: string = domainMessages.notFound) {
    super(message);
  }
}

/** The request is valid but clashes with the current state of what it names. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The account's balance does not cover what the request costs. */
export class InsufficientBalanceError extends DomainError {
  readonly kind = 'insufficient-balance';

  constructor(message: string = domainMessages.insufficientBalance) {
    super(message);
  }
}

/** The principal may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';

  constructor(message: string = domainMessages.forbidden) {
    super(message);
  }
}

/** Too many requests; the next one may come after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate-limited';

  constructor(readonly retryAfterSeconds: number) {
    super(`Request was throttled. Expected available in ${retryAfterSeconds} seconds.`);
  }
}

/** Something the service depends on (e.g. the mail server) failed; the request may be retried. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
