import type { FieldErrors } from '@routelab/shared';

/** A failed API call: the HTTP status (0 when the network failed) and the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors;
  /** Names the case beside a translated `detail` (e.g. an unconfirmed address at login). */
  readonly code: string | undefined;

  constructor(
    status: number,
    detail: string | undefined,
    fieldErrors: FieldErrors = {},
    code?: string,
  ) {
    super(detail ?? (Object.values(fieldErrors).flat().join(' ') || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }

  /** Every message the server sent, `detail` first. */
  get messages(): string[] {
    const fromFields = Object.entries(this.fieldErrors)
      .filter(([field]) => field !== 'detail')
      .flatMap(([, messages]) => messages);
    return [...(this.detail ? [this.detail] : []), ...fromFields];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads `{"detail": "..."}` or `{"field": ["msg"]}` from an error response body. */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new ApiError(status, undefined);
  }
  const fieldErrors: FieldErrors = {};
  let detail: string | undefined;
  let code: string | undefined;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'code' && typeof value === 'string') {
      code = value;
      continue;
    }
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (messages.length === 0) continue;
    if (key === 'detail') detail = messages.join(' ');
    else fieldErrors[key] = messages;
  }
  return new ApiError(status, detail, fieldErrors, code);
}
