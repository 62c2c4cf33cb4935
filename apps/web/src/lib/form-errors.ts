import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { i18n } from './i18n';
import { isApiError } from './api-error';

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
  const leftover: string[] = error.detail ? [error.detail] : [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(
        field as FieldPath<T>,
        { type: 'server', message: messages.join(' ') },
        {
          shouldFocus: !focused,
        },
      );
      focused = true;
    } else {
      leftover.push(...messages);
    }
  }
  if (leftover.length > 0) return leftover.join(' ');
  if (focused) return undefined;
  return errorMessage(error);
}

/** A readable message for any failed call, by status when the server sent no text. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  if (error.messages.length > 0) return error.messages.join(' ');
  if (error.status === 0) return i18n.t('errors.network');
  if (error.status === 429) return i18n.t('errors.rateLimited');
  if (error.status === 403) return i18n.t('errors.forbidden');
  if (error.status === 404) return i18n.t('errors.notFound');
  return i18n.t('errors.server');
}
