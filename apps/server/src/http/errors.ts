import type { ErrorBody } from '@routelab/shared';

/** `code`, when present, names the case for clients, as `detail` is translated. */
export type { ErrorBody };

/** An error with the status and JSON body the client should get (DESIGN.md section 5). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid input');
  }
}

export const badRequest = (detail: string) => new HttpError(400, { detail });

export const fieldError = (field: string, message: string) =>
  new HttpError(400, { [field]: [message] });

export const notAuthenticated = () =>
  new HttpError(401, { detail: 'Authentication credentials were not provided.' });

export const forbidden = () =>
  new HttpError(403, { detail: 'You do not have permission to perform this action.' });

export const notFound = () => new HttpError(404, { detail: 'Not found.' });
