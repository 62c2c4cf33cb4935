import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE_FILTERS, orderingOf, toMessageQuery } from './message-filters';

const page = { page: 2, pageSize: 50 };

describe('toMessageQuery', () => {
  it('asks for the page (1-based) newest first when nothing is filtered', () => {
    expect(toMessageQuery(EMPTY_MESSAGE_FILTERS, page, [])).toEqual({
      page: 3,
      page_size: 50,
      ordering: '-created_at',
    });
  });

  it('maps every filter to its parameter, trimmed, with local times as ISO', () => {
    const query = toMessageQuery(
      {
        gateway: '4',
        status: 'delivered',
        direction: 'mo',
        search: ' 4477 ',
        dateFrom: '2026-11-01T00:00',
        dateTo: '2026-11-02T12:30',
      },
      { page: 0, pageSize: 25 },
      [{ field: 'status', sort: 'asc' }],
    );
    expect(query).toEqual({
      page: 1,
      page_size: 25,
      ordering: 'status',
      gateway: 4,
      status: 'delivered',
      direction: 'mo',
      search: '4477',
      date_from: new Date('2026-11-01T00:00').toISOString(),
      date_to: new Date('2026-11-02T12:30').toISOString(),
    });
  });
});

describe('orderingOf', () => {
  it('prefixes descending sorts and ignores columns the server cannot sort', () => {
    expect(orderingOf([{ field: 'destination_addr', sort: 'desc' }])).toBe('-destination_addr');
    expect(orderingOf([{ field: 'created_at', sort: 'asc' }])).toBe('created_at');
    expect(orderingOf([{ field: 'text', sort: 'asc' }])).toBe('-created_at');
    expect(orderingOf([])).toBe('-created_at');
  });
});
