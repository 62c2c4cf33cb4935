import { describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE_FILTERS,
  messageFilterParams,
  orderingOf,
  toMessageQuery,
} from './message-filters';

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
        loadTest: '',
        hideLoadTests: 'true',
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
      hide_load_tests: 'true',
    });
  });

  it("asks for one load test's messages, which hiding load tests would contradict", () => {
    const id = 'c0ffee00-0000-4000-8000-000000000001';
    const query = toMessageQuery(
      { ...EMPTY_MESSAGE_FILTERS, loadTest: id, hideLoadTests: 'true' },
      page,
      [],
    );
    expect(query).toMatchObject({ load_test: id });
    expect(query).not.toHaveProperty('hide_load_tests');
  });
});

describe('messageFilterParams', () => {
  it('reads a load test id and the hide switch from the URL, and nothing else there', () => {
    const read = (search: string) => messageFilterParams.read(new URLSearchParams(search));
    expect(
      read('load_test=c0ffee00-0000-4000-8000-000000000001&hide_load_tests=true'),
    ).toMatchObject({ loadTest: 'c0ffee00-0000-4000-8000-000000000001', hideLoadTests: 'true' });
    expect(read('load_test=1%27%20or&hide_load_tests=yes')).toMatchObject({
      loadTest: '',
      hideLoadTests: '',
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
