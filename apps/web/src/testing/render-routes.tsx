import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { MockInstance } from 'vitest';

/** The origin relative API paths are read against. */
const BASE = 'http://console.test';

/** Renders `routes` in a memory router opened at `url`, with a fresh query client. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

/** The query of every request to `pathname` a mocked fetch got so far, oldest first. */
export const requestQueries = (fetch: MockInstance<typeof globalThis.fetch>, pathname: string) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), BASE))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));

/** The URL of a fetch call, against the test origin. */
export const requestUrl = (input: unknown) => new URL(String(input), BASE);
