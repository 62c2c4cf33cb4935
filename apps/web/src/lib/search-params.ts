import { isoOfLocal } from './local-date-time';

/**
 * How a page's typed state reads from and writes to the query string (see use-search-state.ts).
 * A value equal to its default is left out, so a page in its default state has a clean URL, and
 * text that stands for no valid value (page=abc, an unknown status) reads as the default.
 */
export interface SearchField<T> {
  read: (params: URLSearchParams) => T;
  /** Sets this field's parameters, or deletes them where the value is the default. */
  write: (params: URLSearchParams, value: T) => void;
}

interface ParamOptions<T> {
  fallback: T;
  /** The value a parameter's text stands for, or undefined when it stands for none. */
  parse: (raw: string) => T | undefined;
  format?: (value: T) => string;
}

/** One query parameter; its fallback is both the default and what invalid text reads as. */
export function param<T>(
  name: string,
  { fallback, parse, format = String }: ParamOptions<T>,
): SearchField<T> {
  return {
    read: (params) => {
      const raw = params.get(name);
      return raw === null ? fallback : (parse(raw) ?? fallback);
    },
    write: (params, value) => {
      const text = format(value);
      if (text === format(fallback)) params.delete(name);
      else params.set(name, text);
    },
  };
}

/** Several fields as one object (a filter form, a whole page's state). */
export function searchFields<T extends object>(fields: {
  [K in keyof T]: SearchField<T[K]>;
}): SearchField<T> {
  const entries = Object.entries(fields) as [keyof T, SearchField<T[keyof T]>][];
  return {
    read: (params) =>
      Object.fromEntries(entries.map(([key, field]) => [key, field.read(params)])) as T,
    write: (params, value) => {
      for (const [key, field] of entries) field.write(params, value[key]);
    },
  };
}

const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;
/** A parser for ids and page numbers: digits only, no leading zero. */
export const positiveInteger = (raw: string) =>
  POSITIVE_INTEGER.test(raw) ? Number(raw) : undefined;

/** Free text; '' by default. */
export const textParam = (name: string) =>
  param<string>(name, { fallback: '', parse: (raw) => raw });

/** One of a fixed set of values (a status, a page size); anything else reads as `fallback`. */
export const oneOfParam = <T extends string | number, F = T>(
  name: string,
  values: readonly T[],
  fallback: T | F,
) =>
  param<T | F>(name, {
    fallback,
    parse: (raw) => values.find((value) => String(value) === raw),
  });

/** A row id (`?message=12`), null when absent. */
export const idParam = (name: string) =>
  param<number | null>(name, {
    fallback: null,
    parse: positiveInteger,
    format: (id) => (id === null ? '' : String(id)),
  });

/** A row id a select holds as text ('' for any), as the gateway and connection filters do. */
export const idTextParam = (name: string) =>
  param<string>(name, {
    fallback: '',
    parse: (raw) => (POSITIVE_INTEGER.test(raw) ? raw : undefined),
  });

/** What a `datetime-local` input holds: `YYYY-MM-DDTHH:mm`, seconds optional. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A `datetime-local` filter value; anything the input could not show reads as ''. */
export const dateTimeParam = (name: string) =>
  param<string>(name, {
    fallback: '',
    parse: (raw) => (LOCAL_DATE_TIME.test(raw) && isoOfLocal(raw) !== undefined ? raw : undefined),
  });

export interface PaginationState {
  /** Zero-based, as the data grid counts; the URL counts from 1 (`?page=2` is the second). */
  page: number;
  pageSize: number;
}

/** `page` and `page_size` of a paged list. */
export function paginationParam(
  pageSizes: readonly number[] = [10, 25, 50, 100],
  defaultSize = 25,
): SearchField<PaginationState> {
  const page = param<number>('page', { fallback: 1, parse: positiveInteger });
  const size = oneOfParam('page_size', pageSizes, defaultSize);
  return {
    read: (params) => ({ page: page.read(params) - 1, pageSize: size.read(params) }),
    write: (params, value) => {
      page.write(params, value.page + 1);
      size.write(params, value.pageSize);
    },
  };
}

/** The shape of the data grid's sort model. */
export type SortState = readonly { field: string; sort: 'asc' | 'desc' | null | undefined }[];

/**
 * A grid's sort as the API's ordering (`?sort=-status`). `orderingOf` is the feature's own
 * mapping, which also decides what an unsortable column falls back to.
 */
export function sortParam<O extends string>(
  name: string,
  orderings: readonly O[],
  orderingOf: (sort: SortState) => O,
  fallback: O,
): SearchField<SortState> {
  const sortOf = (ordering: string): SortState =>
    ordering.startsWith('-')
      ? [{ field: ordering.slice(1), sort: 'desc' }]
      : [{ field: ordering, sort: 'asc' }];
  const ordering = oneOfParam(name, orderings, fallback);
  return {
    read: (params) => sortOf(ordering.read(params)),
    write: (params, value) => ordering.write(params, orderingOf(value)),
  };
}
