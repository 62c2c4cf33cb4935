/**
 * Messages of the shared zod schemas (packages/shared), keyed by their English text, which is
 * what the schemas produce; ru and uk map the same keys to their language.
 */
export const enValidation = {
  'E-mail is required': 'E-mail is required',
  'E-mail cannot be longer than 254 characters': 'E-mail cannot be longer than 254 characters',
  'Enter a valid e-mail address': 'Enter a valid e-mail address',
  'Must be text': 'Must be text',
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
};

export type ValidationTranslation = Record<keyof typeof enValidation, string>;
