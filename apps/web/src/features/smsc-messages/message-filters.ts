import { MESSAGE_STATUSES, ORDERINGS, type MessageStatus } from '@routelab/shared';
import type { GridSortModel } from '@mui/x-data-grid';
import {
  dateTimeParam,
  idTextParam,
  param,
  oneOfParam,
  searchFields,
  sortParam,
  textParam,
} from '../../lib/search-params';
import type { MessageListParams } from './api/keys';
import { isoOfLocal } from '../../lib/local-date-time';

/** The directions a gateway carries (esme belongs to the SMPP server side). */
export const SMSC_DIRECTIONS = ['mt', 'mo'] as const;
export type SmscDirection = (typeof SMSC_DIRECTIONS)[number];

export interface MessageFilters {
  gateway: string;
  status: '' | MessageStatus;
  /** Sent SMS lists the gateways' traffic both ways: mt sent by us, mo received. */
  direction: '' | SmscDirection;
  search: string;
  /** `datetime-local` values. */
  dateFrom: string;
  dateTo: string;
  /** One load test's messages only (its id), '' for any. */
  loadTest: string;
  /** 'true': leave load tests' messages out. */
  hideLoadTests: '' | 'true';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const EMPTY_MESSAGE_FILTERS: MessageFilters = {
  gateway: '',
  status: '',
  direction: '',
  search: '',
  dateFrom: '',
  dateTo: '',
  loadTest: '',
  hideLoadTests: '',
};

/** The filters in the page's URL: `?gateway=2&status=delivered&direction=mo&search=…&from=…`. */
export const messageFilterParams = searchFields<MessageFilters>({
  gateway: idTextParam('gateway'),
  status: oneOfParam('status', MESSAGE_STATUSES, ''),
  direction: oneOfParam('direction', SMSC_DIRECTIONS, ''),
  search: textParam('search'),
  dateFrom: dateTimeParam('from'),
  dateTo: dateTimeParam('to'),
  loadTest: param<string>('load_test', {
    fallback: '',
    parse: (raw) => (UUID.test(raw) ? raw : undefined),
  }),
  hideLoadTests: oneOfParam('hide_load_tests', ['true'] as const, ''),
});

/** Grid columns the server can sort by, under the names `ordering` knows them. */
const SORTABLE: Record<string, 'created_at' | 'status' | 'destination_addr'> = {
  created_at: 'created_at',
  status: 'status',
  destination_addr: 'destination_addr',
};

/** The grid's sort as the `ordering` parameter: newest first unless a column says otherwise. */
export function orderingOf(sort: GridSortModel): NonNullable<MessageListParams['ordering']> {
  const first = sort[0];
  const field = first ? SORTABLE[first.field] : undefined;
  if (!first || !field || !first.sort) return '-created_at';
  return first.sort === 'desc' ? `-${field}` : field;
}

/** The sort in the page's URL, as the API's ordering: `?sort=-status`. */
export const messageSortParam = sortParam('sort', ORDERINGS, orderingOf, '-created_at');

/** The query of GET /api/message/smsc/list/ for one page of the filtered, sorted list. */
export function toMessageQuery(
  filters: MessageFilters,
  page: { page: number; pageSize: number },
  sort: GridSortModel,
): MessageListParams {
  const params: MessageListParams = {
    page: page.page + 1,
    page_size: page.pageSize,
    ordering: orderingOf(sort),
  };
  const gateway = Number(filters.gateway);
  if (filters.gateway && Number.isInteger(gateway)) params.gateway = gateway;
  if (filters.status) params.status = filters.status;
  if (filters.direction) params.direction = filters.direction;
  const search = filters.search.trim();
  if (search) params.search = search;
  const from = isoOfLocal(filters.dateFrom);
  if (from) params.date_from = from;
  const to = isoOfLocal(filters.dateTo);
  if (to) params.date_to = to;
  if (filters.loadTest) params.load_test = filters.loadTest;
  else if (filters.hideLoadTests) params.hide_load_tests = 'true';
  return params;
}
