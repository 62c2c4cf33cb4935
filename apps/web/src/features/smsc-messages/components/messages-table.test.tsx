import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeMessage } from '../../../testing/message';
import { stubScreenWidth } from '../../../testing/screen-width';
import { MessagesTable } from './messages-table';

/** The card's width beside the menu in a 1366 px window, less the page's scrollbar. */
const CARD_WIDTH_AT_1366 = 1030;
/**
 * The least the flexible columns (text and gateway) take; jsdom lays nothing out, so they read as 0 px.
 */
const FLEX_MIN_WIDTH = 230;

const tableProps = {
  rowCount: 2,
  loading: false,
  gatewayNames: new Map<number, string>(),
  paginationModel: { page: 0, pageSize: 25 },
  onPaginationModelChange: () => {},
  sortModel: [],
  onSortModelChange: () => {},
  onOpen: () => {},
  filters: { active: false, onClear: () => {} },
};

afterEach(() => vi.unstubAllGlobals());

describe('MessagesTable', () => {
  it('shows a phone one card a message: time, status, from and to, and the text; a card opens it', async () => {
    stubScreenWidth(390);
    const onOpen = vi.fn();
    const message = makeMessage({
      id: 7,
      source_addr: 'Shop',
      destination_addr: '447700900123',
      text: 'Your parcel arrives today',
    });
    render(<MessagesTable {...tableProps} rows={[message]} onOpen={onOpen} showCost={false} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Created',
    ]);
    const card = screen.getByRole('gridcell');
    expect(card).toHaveTextContent('Shop → 447700900123');
    expect(card).toHaveTextContent('Your parcel arrives today');
    expect(card).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(
        new Date(message.created_at),
      ),
    );
    expect(within(card).getByTestId('message-status')).toBeInTheDocument();
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("shows each message's cost under its parts with billing on, and none with it off", () => {
    const rows = [
      makeMessage({ id: 1, direction: 'mt', parts: 2, cost_micros: 4_000 }),
      makeMessage({ id: 2, direction: 'mo', cost_micros: null }),
    ];
    const { unmount } = render(<MessagesTable {...tableProps} rows={rows} showCost />);
    expect(screen.getAllByTestId('message-cost').map((cell) => cell.textContent)).toEqual([
      '$0.004',
      '—',
    ]);
    unmount();
    render(<MessagesTable {...tableProps} rows={rows} showCost={false} />);
    expect(screen.queryByTestId('message-cost')).toBeNull();
  });

  it('fits its columns into the card at 1366 px, the parts column included', () => {
    render(
      <MessagesTable
        rows={[]}
        rowCount={0}
        loading={false}
        gatewayNames={new Map()}
        paginationModel={{ page: 0, pageSize: 25 }}
        onPaginationModelChange={() => {}}
        sortModel={[]}
        onSortModelChange={() => {}}
        onOpen={() => {}}
        showCost={false}
        filters={{ active: false, onClear: () => {} }}
      />,
    );
    const widths = screen
      .getAllByRole('columnheader')
      .map((header) => Number.parseFloat(header.style.width));
    expect(widths).toHaveLength(8);
    expect(widths.at(-1)).toBeGreaterThanOrEqual(90);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(
      CARD_WIDTH_AT_1366 - FLEX_MIN_WIDTH,
    );
  });

  it('says nothing was sent yet when no filter is set', () => {
    render(<MessagesTable {...tableProps} rows={[]} rowCount={0} showCost={false} />);
    expect(screen.getByText('No messages sent yet. Send one from the SMSC list.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says nothing matches when a filter is set, and Clear filters clears them', async () => {
    const onClear = vi.fn();
    render(
      <MessagesTable
        {...tableProps}
        rows={[]}
        rowCount={0}
        showCost={false}
        filters={{ active: true, onClear }}
      />,
    );
    expect(screen.getByText('Nothing matches these filters.')).toBeVisible();
    expect(screen.queryByText(/No messages sent yet/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
