import { API_PERMISSIONS, type ApiPermission } from '@routelab/shared';

/** Starting points for a new key's permissions; each fills the checkboxes, which stay editable. */
export const PERMISSION_TEMPLATES = [
  // A script that sends SMS (and, on the server side, delivery reports) and reads nothing back.
  { id: 'sendOnly', permissions: ['send_sms', 'send_dlr'] },
  {
    id: 'readOnly',
    permissions: ['read_sent_sms', 'read_smsc_logs', 'read_received_sms', 'read_esme_logs'],
  },
  { id: 'fullAccess', permissions: [...API_PERMISSIONS] },
] as const satisfies readonly { id: string; permissions: readonly ApiPermission[] }[];

export type PermissionTemplateId = (typeof PERMISSION_TEMPLATES)[number]['id'];

/** The template these permissions are exactly, if any. */
export function templateOf(permissions: readonly ApiPermission[]): PermissionTemplateId | null {
  const chosen = new Set(permissions);
  const match = PERMISSION_TEMPLATES.find(
    (template) =>
      template.permissions.length === chosen.size &&
      template.permissions.every((permission) => chosen.has(permission)),
  );
  return match?.id ?? null;
}

/** A template's permissions in the contract's order. */
export const permissionsOf = (id: PermissionTemplateId): ApiPermission[] => {
  const template = PERMISSION_TEMPLATES.find((candidate) => candidate.id === id);
  const chosen = new Set<ApiPermission>(template?.permissions ?? []);
  return API_PERMISSIONS.filter((code) => chosen.has(code));
};
