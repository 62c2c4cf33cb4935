/**
 * Messages of the API key and webhook contracts (packages/shared) the console can show, keyed
 * by their English text like the rest of the `messages` namespace.
 */
export const integrationValidationEn = {
  'Permissions must be a list of permission codes':
    'Permissions must be a list of permission codes',
  'Expiry must be a date and time': 'Expiry must be a date and time',
  'Enter an http:// or https:// URL': 'Enter an http:// or https:// URL',
  'URL cannot be longer than 2000 characters': 'URL cannot be longer than 2000 characters',
  'Secret cannot be longer than 200 characters': 'Secret cannot be longer than 200 characters',
  'Secret must be at least 16 characters': 'Secret must be at least 16 characters',
  'Secret must be text': 'Secret must be text',
  'Choose at least one event': 'Choose at least one event',
  'Unknown event': 'Unknown event',
  'Give either an ESME account or a gateway': 'Give either an ESME account or a gateway',
  'Rate limit must be a number': 'Rate limit must be a number',
  'Rate limit must be an integer': 'Rate limit must be an integer',
  'Rate limit must be at least 1 request per second':
    'Rate limit must be at least 1 request per second',
  'Rate limit cannot exceed 100000 requests per second':
    'Rate limit cannot exceed 100000 requests per second',
  // Dedicated SMPP (issue 24).
  'IP addresses must be a list': 'IP addresses must be a list',
  'Add at least one IP address': 'Add at least one IP address',
  'Each IP address may be listed once': 'Each IP address may be listed once',
  'Preview must be true or false': 'Preview must be true or false',
  // Social sign-in (issue 25).
  'Credential is required': 'Credential is required',
  'Credential is too long': 'Credential is too long',
  'Access token is required': 'Access token is required',
  'Access token is too long': 'Access token is too long',
  'User id must be text': 'User id must be text',
  'User id is too long': 'User id is too long',
  'oauth_token is required': 'oauth_token is required',
  'oauth_token is too long': 'oauth_token is too long',
  'oauth_verifier is required': 'oauth_verifier is required',
  'oauth_verifier is too long': 'oauth_verifier is too long',
  'Sign-up token is required': 'Sign-up token is required',
  'Sign-up token is too long': 'Sign-up token is too long',
};
