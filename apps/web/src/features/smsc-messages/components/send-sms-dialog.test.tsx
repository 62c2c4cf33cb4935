import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { SendSmsDialog } from './send-sms-dialog';

function renderDialog() {
  render(
    <Providers>
      <SendSmsDialog gateway={makeGateway()} onClose={() => undefined} />
    </Providers>,
  );
}

const SMPP_TIME_ERROR = 'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)';

describe('SendSmsDialog', () => {
  it('adds a TLV row after a bad schedule without flagging it on blur', async () => {
    renderDialog();
    await userEvent.click(screen.getByText('Delivery, validity and TLVs'));
    await userEvent.type(screen.getByLabelText('Scheduled delivery'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add TLV' }));
    expect(screen.getByLabelText('Tag')).toBeInTheDocument();
    expect(screen.queryByText(SMPP_TIME_ERROR)).not.toBeInTheDocument();
  });

  it('warns of an alphanumeric sender over 11 characters, not of a long number', async () => {
    renderDialog();
    const source = screen.getByLabelText('Source address');
    const warning = /most networks cut or refuse/;
    await userEvent.clear(source);
    await userEvent.type(source, 'RouteLabTest');
    expect(screen.getByText(warning)).toBeInTheDocument();
    await userEvent.clear(source);
    await userEvent.type(source, '447700900123');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('flags the schedule on submit and clears it once corrected', async () => {
    renderDialog();
    await userEvent.click(screen.getByText('Delivery, validity and TLVs'));
    const schedule = screen.getByLabelText('Scheduled delivery');
    await userEvent.type(schedule, '123');
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(await screen.findByText(SMPP_TIME_ERROR)).toBeInTheDocument();
    await userEvent.clear(schedule);
    expect(screen.queryByText(SMPP_TIME_ERROR)).not.toBeInTheDocument();
  });

  it('keeps the title and the actions outside the scrolling content', () => {
    renderDialog();
    expect(screen.getByTestId('send-sms-form')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      minHeight: '0',
    });
  });
});
