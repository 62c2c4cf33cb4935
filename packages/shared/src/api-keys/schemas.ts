import { z } from 'zod';
import { ipOrCidrSchema } from '../clients/schemas.js';
import { idSchema } from '../common/id.js';
import { numeric } from '../common/numeric.js';
import { isPlainText } from '../common/plain-text.js';
import { apiPermissionSchema } from './permissions.js';

/** Requests per second a new key may make unless given another limit. */
export const DEFAULT_API_KEY_RATE_LIMIT = 100;

const apiKeyFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name cannot be longer than 100 characters')
    .refine(isPlainText, 'Name cannot contain control or text-direction characters'),
  /** Each permission on or off: the codes listed are on; a key that may do nothing is refused. */
  permissions: z
    .array(apiPermissionSchema, { error: 'Choose at least one permission' })
    .min(1, 'Choose at least one permission')
    .max(20, 'Permissions must be a list of permission codes'),
  /** Empty list: any address may use the key. */
  allowed_ips: z.array(ipOrCidrSchema).max(100, 'At most 100 addresses').default([]),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
  /** Requests per second this key may make (each key has its own budget); over it: 429. */
  rate_limit: numeric(
    z
      .number({ error: 'Rate limit must be a number' })
      .int('Rate limit must be an integer')
      .min(1, 'Rate limit must be at least 1 request per second')
      .max(100_000, 'Rate limit cannot exceed 100000 requests per second'),
  ).default(DEFAULT_API_KEY_RATE_LIMIT),
  /** ISO 8601 time the key stops working; null: never. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'Expiry must be a date and time' })
    .nullable()
    .default(null),
};

export const apiKeyCreateSchema = z.object(apiKeyFields);
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateSchema>;

/** PUT /api/user/api-key/{id}/: the body names the key it updates (as the spec says). */
export const apiKeyUpdateSchema = z.object({ id: idSchema, ...apiKeyFields });
export type ApiKeyUpdateBody = z.input<typeof apiKeyUpdateSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's visible start ("rl_" and 8 characters), to tell keys apart. */
  prefix: z.string(),
  permissions: z.array(apiPermissionSchema),
  allowed_ips: z.array(z.string()),
  enabled: z.boolean(),
  rate_limit: z.number().int(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of create: the key itself, shown this once and never stored. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ results: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
