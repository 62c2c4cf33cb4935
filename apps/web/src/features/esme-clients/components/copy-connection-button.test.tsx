import type { Client } from '@routelab/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { CopyConnectionButton } from './copy-connection-button';

const client = { id: 7, system_id: 'shop1' } as Client;

afterEach(() => vi.restoreAllMocks());

describe('CopyConnectionButton', () => {
  it('says exactly what it copied when the password is only stored hashed', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(notify, 'info');
    render(<CopyConnectionButton client={client} port={2775} password={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Copy connection details' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Host: localhost\nPort: 2775\nSystem ID: shop1',
    );
    expect(info).toHaveBeenCalledWith(
      'Host, port and System ID copied. The password is stored hashed: copy it from the account dialog when you set a new one.',
    );
  });

  it('copies the password too when it was set in this browser', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success');
    render(<CopyConnectionButton client={client} port={2775} password="aB3$xY7!" />);
    await user.click(screen.getByRole('button', { name: 'Copy connection details' }));
    expect(await navigator.clipboard.readText()).toContain('Password: aB3$xY7!');
    expect(success).toHaveBeenCalledWith('Connection details copied');
  });
});
