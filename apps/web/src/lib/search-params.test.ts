import { describe, expect, it } from 'vitest';
import {
  dateTimeParam,
  idParam,
  idTextParam,
  oneOfParam,
  paginationParam,
  searchFields,
  sortParam,
  textParam,
  type SortState,
} from './search-params';

const ORDERINGS = ['created_at', '-created_at', 'status', '-status'] as const;
type Ordering = (typeof ORDERINGS)[number];
const orderingOf = (sort: SortState): Ordering => {
  const candidate = `${sort[0]?.sort === 'desc' ? '-' : ''}${sort[0]?.field ?? ''}`;
  return (ORDERINGS as readonly string[]).includes(candidate)
    ? (candidate as Ordering)
    : '-created_at';
};

/** A page's view as the list pages keep it. */
const view = searchFields({
  filters: searchFields({
    gateway: idTextParam('gateway'),
    status: oneOfParam('status', ['queued', 'delivered'] as const, ''),
    search: textParam('search'),
    dateFrom: dateTimeParam('from'),
  }),
  pagination: paginationParam(),
  sort: sortParam('sort', ORDERINGS, orderingOf, '-created_at'),
  message: idParam('message'),
});

type View = ReturnType<typeof view.read>;

const DEFAULTS: View = {
  filters: { gateway: '', status: '', search: '', dateFrom: '' },
  pagination: { page: 0, pageSize: 25 },
  sort: [{ field: 'created_at', sort: 'desc' }],
  message: null,
};

const read = (query: string) => view.read(new URLSearchParams(query));
function write(value: View, query = '') {
  const params = new URLSearchParams(query);
  view.write(params, value);
  return params.toString();
}

describe('search fields', () => {
  it('read a query without parameters as the defaults', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it('read every kind of parameter, pages counted from 1 in the URL', () => {
    expect(
      read(
        'gateway=12&status=delivered&search=hello+world&from=2026-11-01T08:30' +
          '&page=3&page_size=100&sort=status&message=42',
      ),
    ).toEqual({
      filters: {
        gateway: '12',
        status: 'delivered',
        search: 'hello world',
        dateFrom: '2026-11-01T08:30',
      },
      pagination: { page: 2, pageSize: 100 },
      sort: [{ field: 'status', sort: 'asc' }],
      message: 42,
    });
  });

  it('read values the page could not show as their defaults', () => {
    expect(
      read('gateway=abc&status=nope&from=yesterday&page=abc&page_size=7&sort=text&message=-3'),
    ).toEqual(DEFAULTS);
    for (const page of ['0', '-1', '1.5', '01', '']) {
      expect(read(`page=${page}`).pagination.page, page).toBe(0);
    }
    expect(read('from=2026-13-45T99:99').filters.dateFrom).toBe('');
    expect(read('message=99999999999999999999').message).toBeNull();
  });

  it('write the defaults as an empty query: a clean URL', () => {
    expect(write(DEFAULTS)).toBe('');
    // Invalid or stale parameters of its own go too.
    expect(write(DEFAULTS, 'page=abc&status=delivered&message=4')).toBe('');
    // An empty sort model is the default order as well.
    expect(write({ ...DEFAULTS, sort: [] })).toBe('');
  });

  it('write only what differs from the defaults and leave other parameters alone', () => {
    expect(
      write(
        { ...DEFAULTS, filters: { ...DEFAULTS.filters, status: 'queued' }, message: 7 },
        'other=1',
      ),
    ).toBe('other=1&status=queued&message=7');
  });

  it('read back what they wrote', () => {
    const value = {
      filters: { gateway: '3', status: 'queued', search: 'a&b=c ü', dateFrom: '2026-01-02T03:04' },
      pagination: { page: 4, pageSize: 50 },
      sort: [{ field: 'status', sort: 'desc' }],
      message: 9,
    } as const;
    const query = write(value);
    expect(query).toBe(
      'gateway=3&status=queued&search=a%26b%3Dc+%C3%BC&from=2026-01-02T03%3A04' +
        '&page=5&page_size=50&sort=-status&message=9',
    );
    expect(read(query)).toEqual(value);
  });
});
