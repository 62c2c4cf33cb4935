import {
  webhookCreateSchema,
  webhookUpdateSchema,
  type Webhook,
  type WebhookCreateBody,
  type WebhookEvent,
  type WebhookUpdateBody,
} from '@routelab/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ownerFieldOf, type WebhookOwner } from './webhook-owner';

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Empty: the server generates one (new webhook) or keeps the current one (edit). */
  secret: string;
}

export const WEBHOOK_FORM_FIELDS = ['url', 'events', 'enabled', 'secret'] as const;

export const formValuesOf = (webhook: Webhook | undefined): WebhookFormValues => ({
  url: webhook?.url ?? '',
  events: webhook ? [...webhook.events] : [],
  enabled: webhook?.enabled ?? true,
  secret: '',
});

const secretOf = (values: WebhookFormValues) => (values.secret ? { secret: values.secret } : {});

export const createBodyOf = (
  owner: WebhookOwner,
  values: WebhookFormValues,
): WebhookCreateBody => ({
  ...ownerFieldOf(owner),
  url: values.url.trim(),
  events: values.events,
  enabled: values.enabled,
  ...secretOf(values),
});

export const updateBodyOf = (id: number, values: WebhookFormValues): WebhookUpdateBody => ({
  id,
  url: values.url.trim(),
  events: values.events,
  enabled: values.enabled,
  ...secretOf(values),
});

/** Checks the form with the shared contract the server uses; the first message per field. */
export function webhookFormResolver(
  owner: WebhookOwner,
  editingId: number | undefined,
): Resolver<WebhookFormValues> {
  return async (values) => {
    const result =
      editingId === undefined
        ? webhookCreateSchema.safeParse(createBodyOf(owner, values))
        : webhookUpdateSchema.safeParse(updateBodyOf(editingId, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<WebhookFormValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof WebhookFormValues;
      if ((WEBHOOK_FORM_FIELDS as readonly string[]).includes(field) && !errors[field]) {
        errors[field] = { type: issue.code, message: issue.message };
      }
    }
    return { values: {}, errors };
  };
}
