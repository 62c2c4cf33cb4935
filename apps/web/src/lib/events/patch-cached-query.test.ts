import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { patchCachedQuery } from './patch-cached-query';

type State = { state: string };
const KEY = ['live-thing'];

/** A query function whose answers the test hands out one by one. */
function scriptedFetches() {
  const pending: Array<(value: State) => void> = [];
  const queryFn = () => new Promise<State>((resolve) => pending.push(resolve));
  return { queryFn, pending };
}

const clients: QueryClient[] = [];
function newClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('patchCachedQuery', () => {
  it('patches cached data when no fetch is in flight', () => {
    const client = newClient();
    client.setQueryData<State>(KEY, { state: 'connecting' });
    patchCachedQuery<State>(client, KEY, () => ({ state: 'bound' }));
    expect(client.getQueryData(KEY)).toEqual({ state: 'bound' });
    expect(client.isFetching({ queryKey: KEY })).toBe(0);
  });

  it('leaves a query that has no data yet alone', () => {
    const client = newClient();
    patchCachedQuery<State>(client, KEY, () => ({ state: 'bound' }));
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it('does not let a fetch answered before the event overwrite it', async () => {
    const client = newClient();
    const { queryFn, pending } = scriptedFetches();
    client.setQueryData<State>(KEY, { state: 'disconnected' });
    void client.fetchQuery({ queryKey: KEY, queryFn, staleTime: 0 });
    await expect.poll(() => pending.length).toBe(1);

    // The event arrives while the request that read 'connecting' is still on its way.
    patchCachedQuery<State>(client, KEY, () => ({ state: 'bound' }));
    expect(client.getQueryData(KEY)).toEqual({ state: 'bound' });
    await expect.poll(() => pending.length).toBe(2);
    pending[0]?.({ state: 'connecting' });
    pending[1]?.({ state: 'bound' });
    await expect.poll(() => client.isFetching({ queryKey: KEY })).toBe(0);
    expect(client.getQueryData(KEY)).toEqual({ state: 'bound' });
  });
});
