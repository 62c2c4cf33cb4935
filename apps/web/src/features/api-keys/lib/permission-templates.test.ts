import { API_PERMISSIONS } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { permissionsOf, templateOf } from './permission-templates';

describe('permission templates', () => {
  it('fill the permissions in the contract order', () => {
    expect(permissionsOf('sendOnly')).toEqual(['send_sms', 'send_dlr']);
    expect(permissionsOf('readOnly')).toEqual([
      'read_sent_sms',
      'read_smsc_logs',
      'read_received_sms',
      'read_esme_logs',
    ]);
    expect(permissionsOf('fullAccess')).toEqual([...API_PERMISSIONS]);
  });

  it('name the template a set of permissions is exactly, in any order', () => {
    expect(templateOf(['send_dlr', 'send_sms'])).toBe('sendOnly');
    expect(templateOf([...API_PERMISSIONS].reverse())).toBe('fullAccess');
    expect(templateOf(['send_sms'])).toBeNull();
    expect(templateOf([])).toBeNull();
  });
});
