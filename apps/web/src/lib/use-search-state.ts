import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SearchField } from './search-params';

export interface SetSearchStateOptions {
  /**
   * Add a history entry, so Back undoes the change (opening a detail). By default the current
   * entry is replaced: typing, paging and sorting do not fill the history.
   */
  push?: boolean;
}

export type SetSearchState<T> = (patch: Partial<T>, options?: SetSearchStateOptions) => void;

interface Mirror<T> {
  field: SearchField<T>;
  value: T;
  /** The query string `value` was read from or last seen with. */
  search: string;
  /** Query strings this hook navigated to that the location has not shown yet, oldest first. */
  ahead: string[];
}

/**
 * A page's state kept in the query string, so a reload or a shared link shows the same view.
 * `field` must be stable (defined at module level); use one per page, as each write sets all of
 * its parameters. Other parameters are left as they are.
 *
 * The value is mirrored in React state: the router applies a navigation in a transition, and a
 * text field bound straight to the URL would lose its caret on every keystroke. The mirror
 * follows the URL whenever it changes other than by this hook (Back, a link, the nav).
 */
export function useSearchState<T extends object>(field: SearchField<T>): [T, SetSearchState<T>] {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const [mirror, setMirror] = useState<Mirror<T>>(() => ({
    field,
    value: field.read(searchParams),
    search,
    ahead: [],
  }));

  let current = mirror;
  if (search !== mirror.search || field !== mirror.field) {
    const own = field === mirror.field ? mirror.ahead.indexOf(search) : -1;
    current =
      own === -1
        ? { field, value: sharing(mirror.value, field.read(searchParams)), search, ahead: [] }
        : { ...mirror, search, ahead: mirror.ahead.slice(own + 1) };
    setMirror(current);
  }

  // The latest value for writes made before the next render (two changes in one event).
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  const navigate = useNavigate();
  const set = useCallback<SetSearchState<T>>(
    (patch, options = {}) => {
      const before = latest.current;
      const shown = before.ahead.at(-1) ?? before.search;
      const value = { ...before.value, ...patch };
      const params = new URLSearchParams(shown);
      before.field.write(params, value);
      const next = params.toString();
      const changed = next !== shown;
      latest.current = {
        ...before,
        value,
        ahead: changed ? [...before.ahead, next] : before.ahead,
      };
      setMirror(latest.current);
      if (changed) {
        void navigate({ search: next ? `?${next}` : '' }, { replace: options.push !== true });
      }
    },
    [navigate],
  );

  return [current.value, set];
}

/**
 * `next`, keeping each part of `previous` it equals: a grid given a new but equal sort model
 * (read again after Back) takes it for a new sort and goes to its first page.
 */
function sharing<T extends object>(previous: T, next: T): T {
  const shared = { ...next };
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(previous[key]) === JSON.stringify(next[key])) shared[key] = previous[key];
  }
  return shared;
}
