import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { idParam, paginationParam, searchFields, textParam } from './search-params';
import { useSearchState, type SetSearchState } from './use-search-state';

const listView = searchFields({
  filters: searchFields({ search: textParam('search'), command: textParam('command') }),
  pagination: paginationParam(),
  pdu: idParam('pdu'),
});
type ListView = ReturnType<typeof listView.read>;

/** The list page at /logs (its view in the URL) and another page the app can go to. */
function renderAt(url: string) {
  const seen: ListView[] = [];
  const hook: { set?: SetSearchState<ListView> } = {};
  function List() {
    const [value, set] = useSearchState(listView);
    seen.push(value);
    hook.set = set;
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/logs', element: createElement(List) },
      { path: '/other', element: null },
    ],
    { initialEntries: [url] },
  );
  render(createElement(RouterProvider, { router }));
  return {
    router,
    current: () => seen[seen.length - 1]!,
    set: (...args: Parameters<SetSearchState<ListView>>) => act(() => hook.set!(...args)),
    /** Several changes in one event, before React renders again. */
    setTogether: (...patches: Partial<ListView>[]) =>
      act(() => patches.forEach((patch) => hook.set!(patch))),
    url: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

describe('useSearchState', () => {
  it('starts from the query string, with defaults for what it lacks or cannot read', () => {
    const page = renderAt('/logs?search=abc&page=2&page_size=oops&pdu=x');
    expect(page.current()).toEqual({
      filters: { search: 'abc', command: '' },
      pagination: { page: 1, pageSize: 25 },
      pdu: null,
    });
  });

  it('writes changes to the URL, replacing the history entry', () => {
    const page = renderAt('/logs');
    page.set({ filters: { search: 'sub', command: '' } });
    page.set({ filters: { search: 'submit', command: '' } });
    expect(page.url()).toBe('/logs?search=submit');
    expect(page.router.state.historyAction).toBe('REPLACE');
    expect(page.current().filters.search).toBe('submit');
  });

  it('leaves defaults out: back to the defaults is back to a clean URL', () => {
    const page = renderAt('/logs?search=abc&page=3&keep=1');
    page.set({ filters: { search: '', command: '' }, pagination: { page: 0, pageSize: 25 } });
    expect(page.url()).toBe('/logs?keep=1');
  });

  it('keeps two changes of one event (a filter and the page reset)', () => {
    const page = renderAt('/logs?page=4&page_size=50');
    page.setTogether(
      { filters: { search: 'a', command: 'submit_sm' } },
      { pagination: { page: 0, pageSize: 50 } },
    );
    expect(page.url()).toBe('/logs?page_size=50&search=a&command=submit_sm');
    expect(page.current()).toMatchObject({ filters: { search: 'a' }, pagination: { page: 0 } });
  });

  it('pushes when asked, so Back undoes the change', async () => {
    const page = renderAt('/logs?search=abc');
    page.set({ pdu: 12 }, { push: true });
    expect(page.url()).toBe('/logs?search=abc&pdu=12');
    expect(page.router.state.historyAction).toBe('PUSH');
    await act(() => page.router.navigate(-1));
    expect(page.url()).toBe('/logs?search=abc');
    expect(page.current().pdu).toBeNull();
    expect(page.current().filters.search).toBe('abc');
  });

  it('follows the URL when something else changes it (a link to the same page)', async () => {
    const page = renderAt('/logs?search=abc');
    await act(() => page.router.navigate('/logs?command=bind_transmitter'));
    expect(page.current().filters).toEqual({ search: '', command: 'bind_transmitter' });
  });

  it("does not carry one page's state to another page's URL", async () => {
    const page = renderAt('/logs');
    page.set({ filters: { search: 'abc', command: '' } });
    expect(page.url()).toBe('/logs?search=abc');
    await act(() => page.router.navigate('/other'));
    expect(page.url()).toBe('/other');
    await act(() => page.router.navigate('/logs'));
    expect(page.current().filters.search).toBe('');
  });
});
