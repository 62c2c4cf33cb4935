import { messageListQuerySchema } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE_FILTERS, filterQuery, hasFilters, orderingOf } from './message-filters';

describe('filterQuery', () => {
  it('leaves out empty filters', () => {
    expect(filterQuery(EMPTY_MESSAGE_FILTERS)).toEqual({});
    expect(hasFilters({ ...EMPTY_MESSAGE_FILTERS, search: '   ' })).toBe(false);
  });

  it('gives parameters the shared list schema accepts', () => {
    const query = filterQuery({
      client: 4,
      status: 'delivered',
      search: ' 4915 ',
      dateFrom: '2026-11-01T08:30',
      dateTo: '2026-11-02T00:00',
    });
    expect(query).toMatchObject({ client: 4, status: 'delivered', search: '4915' });
    expect(new Date(query.date_from!).getTime()).toBe(new Date('2026-11-01T08:30').getTime());
    expect(messageListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('drops a date the browser could not read', () => {
    expect(filterQuery({ ...EMPTY_MESSAGE_FILTERS, dateFrom: 'yesterday' })).toEqual({});
  });
});

describe('orderingOf', () => {
  it('maps the grid sort to the API ordering', () => {
    expect(orderingOf([])).toBe('-created_at');
    expect(orderingOf([{ field: 'created_at', sort: 'asc' }])).toBe('created_at');
    expect(orderingOf([{ field: 'status', sort: 'desc' }])).toBe('-status');
    expect(orderingOf([{ field: 'destination_addr', sort: 'asc' }])).toBe('destination_addr');
  });

  it('falls back to newest first for columns the API cannot sort by', () => {
    expect(orderingOf([{ field: 'text', sort: 'asc' }])).toBe('-created_at');
  });
});
