import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { MessagesGrid } from './messages-grid';

/** The card's width beside the menu in a 1366 px window, less the page's scrollbar. */
const CARD_WIDTH_AT_1366 = 1030;
/**
 * The least the flexible columns (text) take; jsdom lays nothing out, so they read as 0 px.
 */
const FLEX_MIN_WIDTH = 80;

describe('MessagesGrid', () => {
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
});
