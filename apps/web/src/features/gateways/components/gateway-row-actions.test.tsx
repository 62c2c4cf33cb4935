import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { GatewayRowActions } from './gateway-row-actions';

const RECEIVER_ONLY = 'This gateway binds as a receiver and cannot send.';

describe('GatewayRowActions', () => {
  it('offers every action on a gateway that may send', async () => {
    const onAction = vi.fn();
    const gateway = makeGateway({ bind_type: 'trx' });
    render(<GatewayRowActions gateway={gateway} onAction={onAction} />);
    await userEvent.click(screen.getByTestId('gateway-send'));
    expect(onAction).toHaveBeenCalledWith('send', gateway);
    expect(screen.getByTestId('gateway-load-test')).toBeEnabled();
  });

  it('disables sending and load tests on a receiver bind and says why on hover', async () => {
    const onAction = vi.fn();
    render(<GatewayRowActions gateway={makeGateway({ bind_type: 'rx' })} onAction={onAction} />);
    expect(screen.getByTestId('gateway-send')).toBeDisabled();
    expect(screen.getByTestId('gateway-load-test')).toBeDisabled();
    expect(screen.getByTestId('gateway-edit')).toBeEnabled();
    await userEvent.hover(screen.getByTestId('gateway-send').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(RECEIVER_ONLY);
  });

  it('collapses into a menu on narrow screens, with sending disabled for a receiver', async () => {
    const onAction = vi.fn();
    const gateway = makeGateway({ bind_type: 'rx' });
    render(<GatewayRowActions gateway={gateway} onAction={onAction} compact />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions: Provider A' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByTestId('gateway-send')).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByTestId('gateway-send')).toHaveTextContent(RECEIVER_ONLY);
    await userEvent.click(within(menu).getByTestId('gateway-edit'));
    expect(onAction).toHaveBeenCalledWith('edit', gateway);
  });

  it("opens a gateway's webhooks, on a receiver bind too", async () => {
    const onAction = vi.fn();
    const gateway = makeGateway({ bind_type: 'rx' });
    render(<GatewayRowActions gateway={gateway} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Webhooks: Provider A' }));
    expect(onAction).toHaveBeenCalledWith('webhooks', gateway);
  });
});
