import { INSUFFICIENT_BALANCE_CODE } from '@routelab/shared';
import {
  type DomainError,
  type DomainErrorKind,
  InsufficientBalanceError,
  RateLimitedError,
  ValidationError,
} from '../errors/domain-errors.js';
import type { ErrorBody } from './errors.js';

export interface DomainErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const STATUS: Record<DomainErrorKind, number> = {
  validation: 400,
  'not-found': 404,
  conflict: 409,
  'insufficient-balance': 402,
  forbidden: 403,
  'rate-limited': 429,
  unavailable: 503,
};

const NO_HEADERS: Record<string, string> = {};

/**
 * The HTTP answer to a service's refusal (DESIGN.md section 5): validation errors as field
 * messages (or a detail, with its code), the rest as `{"detail"}`, 429 with Retry-After. The
 * translation hook translates the texts afterwards.
 */
export function domainErrorResponse(error: DomainError): DomainErrorResponse {
  const status = STATUS[error.kind];
  if (error instanceof ValidationError && !error.aboutInput) {
    return { status, body: { ...error.fields }, headers: NO_HEADERS };
  }
  // A 402 carries its code so that clients can offer a top-up whatever the detail's language.
  const code =
    error instanceof ValidationError
      ? error.code
      : error instanceof InsufficientBalanceError
        ? INSUFFICIENT_BALANCE_CODE
        : undefined;
  const headers =
    error instanceof RateLimitedError
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : NO_HEADERS;
  return {
    status,
    body: code === undefined ? { detail: error.message } : { detail: error.message, code },
    headers,
  };
}
