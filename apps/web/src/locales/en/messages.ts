import { billingValidationEn } from './billing-validation';
import { integrationValidationEn } from './integration-validation';
import { esmeValidationEn } from './esme-validation';
import { sharedValidationEn } from './shared-validation';
import { smscPartErrorsEn } from './smsc-part-errors';
import { smscValidationEn } from './smsc-validation';

/**
 * Messages of the shared zod schemas (packages/shared) and of the server, keyed by their English
 * text, which is what they produce; ru and uk map the same keys to their language.
 */
export const enMessages = {
  'E-mail is required': 'E-mail is required',
  'E-mail cannot be longer than 254 characters': 'E-mail cannot be longer than 254 characters',
  'Enter a valid e-mail address': 'Enter a valid e-mail address',
  'Must be text': 'Must be text',
  'Cannot contain control or text-direction characters':
    'Cannot contain control or text-direction characters',
  'Cannot be longer than 150 characters': 'Cannot be longer than 150 characters',
  'Token is required': 'Token is required',
  'Token is not valid': 'Token is not valid',
  'Password is required': 'Password is required',
  'Password must be at least 8 characters long': 'Password must be at least 8 characters long',
  'Password cannot be longer than 128 characters': 'Password cannot be longer than 128 characters',
  'Password cannot be entirely numeric': 'Password cannot be entirely numeric',
  'Password cannot be the same as your e-mail address':
    'Password cannot be the same as your e-mail address',
  'Current password is required': 'Current password is required',
  'New password must differ from the current one': 'New password must differ from the current one',
  'Choose at least one group': 'Choose at least one group',
  // Messages of the accounts API (apps/server), for a server that answers in English.
  'A user with this e-mail address already exists.':
    'A user with this e-mail address already exists.',
  'Authentication credentials were not provided.': 'Authentication credentials were not provided.',
  'CSRF Failed: CSRF cookie not set.': 'CSRF Failed: CSRF cookie not set.',
  'CSRF Failed: CSRF token missing.': 'CSRF Failed: CSRF token missing.',
  'CSRF Failed: CSRF token incorrect.': 'CSRF Failed: CSRF token incorrect.',
  'Choose an image to upload.': 'Choose an image to upload.',
  'Could not send the e-mail. Please try again later.':
    'Could not send the e-mail. Please try again later.',
  'Current password is incorrect.': 'Current password is incorrect.',
  'E-mail address is not confirmed. Check your inbox for the confirmation link.':
    'E-mail address is not confirmed. Check your inbox for the confirmation link.',
  'Not found.': 'Not found.',
  'Password is incorrect.': 'Password is incorrect.',
  'The image cannot be larger than 1 MB.': 'The image cannot be larger than 1 MB.',
  'This is already your e-mail address.': 'This is already your e-mail address.',
  'This link is invalid, expired or already used.':
    'This link is invalid, expired or already used.',
  'Unable to log in with provided credentials.': 'Unable to log in with provided credentials.',
  'Upload a PNG, JPEG or WebP image.': 'Upload a PNG, JPEG or WebP image.',
  'You do not have permission to perform this action.':
    'You do not have permission to perform this action.',
  ...smscValidationEn,
  ...smscPartErrorsEn,
  ...esmeValidationEn,
  ...sharedValidationEn,
  ...billingValidationEn,
  ...integrationValidationEn,
};

export type MessagesTranslation = Record<keyof typeof enMessages, string>;
