import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { MessagesTable } from './messages-table';

/** The card's width beside the menu in a 1366 px window, less the page's scrollbar. */
const CARD_WIDTH_AT_1366 = 1030;
/**
 * The least the flexible columns (text and gateway) take; jsdom lays nothing out, so they read as 0 px.
 */
const FLEX_MIN_WIDTH = 230;

describe('MessagesTable', () => {
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
});
