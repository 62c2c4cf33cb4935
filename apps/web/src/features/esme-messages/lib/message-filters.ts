import {
  MESSAGE_STATUSES,
  ORDERINGS,
  type MessageListQuery,
  type MessageStatus,
} from '@routelab/shared';
import type { GridSortModel } from '@mui/x-data-grid';
import {
  dateTimeParam,
  oneOfParam,
  param,
  positiveInteger,
  searchFields,
  sortParam,
  textParam,
} from '../../../lib/search-params';
import { isoOfLocal } from '../../../lib/local-date-time';

export interface MessageFilters {
  client: number | '';
  status: MessageStatus | '';
  search: string;
  /** `datetime-local` input values (local time, no zone). */
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_MESSAGE_FILTERS: MessageFilters = {
  client: '',
  status: '',
  search: '',
  dateFrom: '',
  dateTo: '',
};

/** The filters in the page's URL: `?client=4&status=delivered&search=…&from=…&to=…`. */
export const messageFilterParams = searchFields<MessageFilters>({
  client: param<number | ''>('client', { fallback: '', parse: positiveInteger }),
  status: oneOfParam('status', MESSAGE_STATUSES, ''),
  search: textParam('search'),
  dateFrom: dateTimeParam('from'),
  dateTo: dateTimeParam('to'),
});

/** The filters as list query parameters; empty ones are left out. */
export function filterQuery(filters: MessageFilters): Partial<MessageListQuery> {
  const search = filters.search.trim();
  return {
    ...(filters.client !== '' && { client: filters.client }),
    ...(filters.status !== '' && { status: filters.status }),
    ...(search && { search }),
    ...(isoOfLocal(filters.dateFrom) && { date_from: isoOfLocal(filters.dateFrom) }),
    ...(isoOfLocal(filters.dateTo) && { date_to: isoOfLocal(filters.dateTo) }),
  };
}

export const hasFilters = (filters: MessageFilters) => Object.keys(filterQuery(filters)).length > 0;

type Ordering = (typeof ORDERINGS)[number];

/** The grid's sort as the API's `ordering`; columns the API cannot sort by keep the default. */
export function orderingOf(sort: GridSortModel): Ordering {
  const [first] = sort;
  if (!first?.sort) return '-created_at';
  const candidate = `${first.sort === 'desc' ? '-' : ''}${first.field}`;
  return (ORDERINGS as readonly string[]).includes(candidate)
    ? (candidate as Ordering)
    : '-created_at';
}

/** The sort in the page's URL, as the API's ordering: `?sort=-status`. */
export const messageSortParam = sortParam('sort', ORDERINGS, orderingOf, '-created_at');
