import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import '../i18n';
import { makeProfile } from '../../testing/profile';
import { hasSessionHint, setSessionHint } from '../session-hint';
import { getProfile } from './get-profile';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('getProfile', () => {
  it('returns the signed-in profile', async () => {
    setSessionHint(true);
    const profile = makeProfile();
    vi.stubGlobal('fetch', respond(200, profile));
    await expect(getProfile()).resolves.toEqual(profile);
  });

  it('signs out on a 401, saying the session ended: no user, and no further profile calls', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => '');
    setSessionHint(true);
    vi.stubGlobal(
      'fetch',
      respond(401, { detail: 'Authentication credentials were not provided.' }),
    );
    await expect(getProfile()).resolves.toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(info).toHaveBeenCalledWith('Your session has ended. Sign in again to continue.');
  });

  it('does not ask the server when this browser never signed in', async () => {
    const fetch = respond(200, makeProfile());
    vi.stubGlobal('fetch', fetch);
    await expect(getProfile()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the session on other failures (the poll tries again)', async () => {
    setSessionHint(true);
    vi.stubGlobal('fetch', respond(503, { detail: 'Service unavailable' }));
    await expect(getProfile()).rejects.toMatchObject({ status: 503 });
    expect(hasSessionHint()).toBe(true);
  });

  it('rejects a profile that breaks the shared contract', async () => {
    setSessionHint(true);
    vi.stubGlobal('fetch', respond(200, { id: 'not-a-number' }));
    await expect(getProfile()).rejects.toThrow();
  });
});
