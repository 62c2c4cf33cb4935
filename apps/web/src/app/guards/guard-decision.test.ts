import { abilityFromRules, type AppRule } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../testing/profile';
import { decideGuard, safeNext, type GuardInput } from './guard-decision';

const anonymous = abilityFromRules([]);
const user = makeProfile(['user']);
const userAbility = abilityFromRules(user.rules as AppRule[]);
const admin = makeProfile(['user', 'admin']);
const adminAbility = abilityFromRules(admin.rules as AppRule[]);

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  access: 'login-required',
  status: 'initialized',
  user: null,
  userAbility: anonymous,
  location: '/settings',
  next: null,
  ...overrides,
});

describe('decideGuard', () => {
  it('waits while authentication initialises, whatever the page', () => {
    for (const access of ['login-required', 'guest-only', 'open'] as const) {
      expect(decideGuard(input({ access, status: 'initializing' }))).toEqual({ kind: 'wait' });
    }
  });

  it('sends anonymous visitors of login-required pages to /login with next', () => {
    expect(decideGuard(input({ location: '/settings?tab=security' }))).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fsettings%3Ftab%3Dsecurity',
    });
  });

  it('omits next when the page is /', () => {
    expect(decideGuard(input({ location: '/' }))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('renders login-required pages for a user who may read any', () => {
    expect(decideGuard(input({ user, userAbility }))).toEqual({ kind: 'render' });
  });

  it('shows the unauthorised page when the page ability is denied', () => {
    const ability = { action: 'manage', subject: 'all' } as const;
    expect(decideGuard(input({ user, userAbility, ability }))).toEqual({ kind: 'unauthorized' });
    expect(decideGuard(input({ user: admin, userAbility: adminAbility, ability }))).toEqual({
      kind: 'render',
    });
  });

  it('shows the not-found page for a page of the money side when billing is off', () => {
    const withoutBilling = makeProfile(['user'], { billing: false, balance: null });
    expect(decideGuard(input({ billing: true, user: withoutBilling, userAbility }))).toEqual({
      kind: 'not-found',
    });
    expect(decideGuard(input({ billing: true, user, userAbility }))).toEqual({ kind: 'render' });
    expect(decideGuard(input({ user: withoutBilling, userAbility }))).toEqual({ kind: 'render' });
    expect(decideGuard(input({ billing: true, location: '/payments' }))).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fpayments',
    });
  });

  it('denies a signed-in user without rules the default ability', () => {
    const ruleless = makeProfile(['user'], { rules: [] });
    expect(decideGuard(input({ user: ruleless, userAbility: anonymous }))).toEqual({
      kind: 'unauthorized',
    });
  });

  it('sends signed-in users away from guest-only pages to next, or /', () => {
    const guest = { access: 'guest-only', user, userAbility } as const;
    expect(decideGuard(input({ ...guest, next: '/settings' }))).toEqual({
      kind: 'redirect',
      to: '/settings',
    });
    expect(decideGuard(input({ ...guest, next: '/' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard(input({ ...guest, next: null }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard(input({ ...guest, next: '//evil.example' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('renders guest-only pages for anonymous visitors and open pages for everyone', () => {
    expect(decideGuard(input({ access: 'guest-only' }))).toEqual({ kind: 'render' });
    expect(decideGuard(input({ access: 'open' }))).toEqual({ kind: 'render' });
    expect(decideGuard(input({ access: 'open', user, userAbility }))).toEqual({ kind: 'render' });
  });
});

describe('safeNext', () => {
  it('accepts only same-site paths', () => {
    expect(safeNext('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('//evil.example/')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });

  it('refuses controls and backslashes that a browser turns into another host', () => {
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
      '/\u0085/evil.example',
      '/a\\b',
      '/.//evil.example',
      '/..//evil.example',
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBeNull();
    }
  });

  it('keeps a path of the console as the browser would read it', () => {
    expect(safeNext('/settings?tab=security#mail')).toBe('/settings?tab=security#mail');
    expect(safeNext('/message/smsc/../esme')).toBe('/message/esme');
  });
});
