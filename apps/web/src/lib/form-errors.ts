import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError, type ApiError } from './api-error';
import { i18n, sharedText, translateMessage } from './i18n';

const joined = (messages: readonly string[]) => messages.map(translateMessage).join(' ');

/** A generic text for failures whose own message would not help (or is missing). */
function statusMessage(error: ApiError): string | undefined {
  if (error.status === 0) return i18n.t('errors.network');
  if (error.status === 429) return i18n.t('errors.rateLimited');
  return undefined;
}

/**
 * Puts the server's field messages on the form's fields and returns what is left for a message
 * about the whole form (a `detail`, messages of unknown fields, or a generic failure).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | undefined {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  const generic = statusMessage(error);
  if (generic) return generic;
  const leftover: string[] = error.detail ? [error.detail] : [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(
        field as FieldPath<T>,
        { type: 'server', message: joined(messages) },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      leftover.push(...messages);
    }
  }
  if (leftover.length > 0) return joined(leftover);
  return focused ? undefined : errorMessage(error);
}

/** A readable message for any failed call, by status when the server sent no text. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  const generic = statusMessage(error);
  if (generic) return generic;
  if (error.messages.length > 0) return joined(error.messages);
  if (error.status === 403) return i18n.t('errors.forbidden');
  if (error.status === 404) return sharedText('Not found.');
  return i18n.t('errors.server');
}
