import type { ApiPermission } from '@routelab/shared';
import type { ApiKeyRefusal } from '../../modules/api-keys/service.js';

/** Answers to API-key requests; each has ru and uk entries in src/i18n. */
export const apiKeyMessages = {
  unknown: 'Invalid API key.',
  disabled: 'This API key is disabled.',
  expired: 'This API key has expired.',
  address: 'This API key may not be used from this address.',
  sessionOnly: 'This endpoint is not available with an API key.',
} as const satisfies Record<ApiKeyRefusal | 'sessionOnly', string>;

/** The 403 detail of a key without the route's permission; catalogs hold one per permission. */
export const missingPermissionMessage = (permission: ApiPermission): string =>
  `This API key does not have the "${permission}" permission.`;
