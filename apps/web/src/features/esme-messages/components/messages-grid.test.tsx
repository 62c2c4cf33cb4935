import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EsmeMessage } from '@routelab/shared';
import '../../../lib/i18n';
import { makeMessage } from '../../../testing/message';
import { MessagesGrid } from './messages-grid';

/** The card's width beside the menu in a 1366 px window, less the page's scrollbar. */
const CARD_WIDTH_AT_1366 = 1030;
/**
 * The least the flexible columns (text) take; jsdom lays nothing out, so they read as 0 px.
 */
const FLEX_MIN_WIDTH = 80;

const gridProps = {
  rowCount: 2,
  loading: false,
  accountNames: new Map<number, string>(),
  paginationModel: { page: 0, pageSize: 25 },
  onPaginationModelChange: () => {},
  sortModel: [],
  onSortModelChange: () => {},
  onOpen: () => {},
  onReport: () => {},
  empty: null,
};

describe('MessagesGrid', () => {
  it("shows each message's cost under its parts with billing on, and none with it off", () => {
    const rows = [
      makeMessage({ id: 1, message_id: '1', parts: 3, cost_micros: 3_000 }),
      makeMessage({ id: 2, message_id: '2', cost_micros: null }),
    ];
    const { unmount } = render(<MessagesGrid {...gridProps} rows={rows} showCost />);
    expect(screen.getAllByTestId('message-cost').map((cell) => cell.textContent)).toEqual([
      '$0.003',
      '—',
    ]);
    unmount();
    render(<MessagesGrid {...gridProps} rows={rows} showCost={false} />);
    expect(screen.queryByTestId('message-cost')).toBeNull();
  });

  it('fits every column into the card at 1366 px, with room for "Частини"', () => {
    render(
      <MessagesGrid
        rows={[]}
        rowCount={0}
        loading={false}
        accountNames={new Map()}
        paginationModel={{ page: 0, pageSize: 25 }}
        onPaginationModelChange={() => {}}
        sortModel={[]}
        onSortModelChange={() => {}}
        onOpen={() => {}}
        onReport={() => {}}
        empty={null}
        showCost={false}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    const widths = headers.map((header) => Number.parseFloat(header.style.width));
    expect(widths).toHaveLength(9);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(
      CARD_WIDTH_AT_1366 - FLEX_MIN_WIDTH,
    );
    const parts = headers.find((header) => header.textContent === 'Parts');
    expect(Number.parseFloat(parts!.style.width)).toBeGreaterThanOrEqual(90);
  });

  it('marks scheduled and replaced messages beside their status', () => {
    const rows: EsmeMessage[] = [
      makeMessage({ id: 1, message_id: '1' }),
      { ...makeMessage({ id: 2, message_id: '2' }), scheduled_at: '2026-11-22T15:15:30.000Z' },
      { ...makeMessage({ id: 3, message_id: '3', status: 'deleted' }), replaced_by: 4 },
    ];
    render(
      <MessagesGrid
        rows={rows}
        rowCount={rows.length}
        loading={false}
        accountNames={new Map()}
        paginationModel={{ page: 0, pageSize: 25 }}
        onPaginationModelChange={() => {}}
        sortModel={[]}
        onSortModelChange={() => {}}
        onOpen={() => {}}
        onReport={() => {}}
        empty={null}
        showCost={false}
      />,
    );
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(
      new Date('2026-11-22T15:15:30.000Z'),
    );
    expect(screen.getAllByLabelText(`Scheduled for ${when}`)).toHaveLength(1);
    expect(
      screen.getAllByLabelText('Replaced by a later message (replace_if_present_flag)'),
    ).toHaveLength(1);
  });
});
