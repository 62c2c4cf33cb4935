import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applySettingsChange,
  defaultSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
} from './settings-store';

/** A fresh store module, as a page reload would create it, reading whatever is stored. */
async function reloadStore() {
  vi.resetModules();
  const module = await import('./settings-store');
  return module.useSettings;
}

const stored = () =>
  JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as {
    state: Partial<Settings>;
  };

beforeEach(() => {
  window.localStorage.clear();
});

describe('settings persistence', () => {
  it('starts from the defaults: light, bordered, vertical, toasts top-centre', async () => {
    const state = (await reloadStore()).getState();
    expect(state.mode).toBe('light');
    expect(state.skin).toBe('bordered');
    expect(state.layout).toBe('vertical');
    expect(state.toastPosition).toBe('top-center');
  });

  it('stores everything but the non-persisted fields under one key', async () => {
    const store = await reloadStore();
    store.getState().update({ mode: 'dark', layout: 'horizontal', appBar: 'static' });
    const { state } = stored();
    expect(state.mode).toBe('dark');
    for (const field of [
      'appBar',
      'footer',
      'layout',
      'navHidden',
      'lastLayout',
      'toastPosition',
    ]) {
      expect(state).not.toHaveProperty(field);
    }
    expect(Object.keys(window.localStorage)).toEqual([SETTINGS_STORAGE_KEY]);
  });

  it('keeps persisted fields and resets non-persisted ones on reload', async () => {
    const before = await reloadStore();
    before.getState().update({
      mode: 'dark',
      navCollapsed: true,
      contentWidth: 'full',
      layout: 'horizontal',
      appBar: 'static',
      footer: 'hidden',
      navHidden: true,
      toastPosition: 'top-left',
    });
    const after = (await reloadStore()).getState();
    expect(after.mode).toBe('dark');
    expect(after.navCollapsed).toBe(true);
    expect(after.contentWidth).toBe('full');
    expect(after.layout).toBe(defaultSettings.layout);
    expect(after.lastLayout).toBe(defaultSettings.lastLayout);
    expect(after.appBar).toBe(defaultSettings.appBar);
    expect(after.footer).toBe(defaultSettings.footer);
    expect(after.navHidden).toBe(defaultSettings.navHidden);
    expect(after.toastPosition).toBe(defaultSettings.toastPosition);
  });

  it('ignores non-persisted and malformed values found in storage', async () => {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        state: { layout: 'horizontal', appBar: 'hidden', mode: 'dark', skin: 42 },
        version: 1,
      }),
    );
    const state = (await reloadStore()).getState();
    expect(state.layout).toBe('vertical');
    expect(state.appBar).toBe('fixed');
    expect(state.mode).toBe('dark');
    expect(state.skin).toBe('bordered');
  });
});

describe('layout rule', () => {
  const semiDarkHidden: Settings = { ...defaultSettings, skin: 'semi-dark', appBar: 'hidden' };

  it('resets semi-dark to default and a hidden app bar to fixed when horizontal', () => {
    const next = applySettingsChange(semiDarkHidden, { layout: 'horizontal' });
    expect(next.skin).toBe('default');
    expect(next.appBar).toBe('fixed');
    expect(next.lastLayout).toBe('vertical');
  });

  it('does not allow semi-dark or a hidden app bar while horizontal', () => {
    const horizontal = applySettingsChange(defaultSettings, { layout: 'horizontal' });
    expect(applySettingsChange(horizontal, { skin: 'semi-dark' }).skin).toBe('default');
    expect(applySettingsChange(horizontal, { appBar: 'hidden' }).appBar).toBe('fixed');
  });

  it('leaves the vertical layout alone', () => {
    expect(applySettingsChange(defaultSettings, { skin: 'semi-dark', appBar: 'hidden' })).toEqual(
      semiDarkHidden,
    );
  });

  it('applies the rule in the store', async () => {
    const store = await reloadStore();
    store.getState().update({ skin: 'semi-dark', appBar: 'hidden' });
    store.getState().update({ layout: 'horizontal' });
    expect(store.getState().skin).toBe('default');
    expect(store.getState().appBar).toBe('fixed');
  });
});
