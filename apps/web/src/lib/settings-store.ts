import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

export const THEME_COLORS = [
  'primary',
  'secondary',
  'success',
  'error',
  'warning',
  'info',
] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export type Mode = 'light' | 'dark';
export type Skin = 'default' | 'bordered' | 'semi-dark';
export type Layout = 'vertical' | 'horizontal';
export type Direction = 'ltr' | 'rtl';
export type ContentWidth = 'full' | 'boxed';
export type BarDisplay = 'fixed' | 'static' | 'hidden';
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
export type VerticalNavToggleType = 'accordion' | 'collapse';
export type HorizontalMenuToggle = 'hover' | 'click';

/** UI settings of spec section 3, plus how horizontal menus open (spec section 2, Layout). */
export interface Settings {
  themeColor: ThemeColor;
  mode: Mode;
  skin: Skin;
  layout: Layout;
  lastLayout: Layout;
  direction: Direction;
  contentWidth: ContentWidth;
  appBar: BarDisplay;
  footer: BarDisplay;
  navHidden: boolean;
  appBarBlur: boolean;
  navCollapsed: boolean;
  toastPosition: ToastPosition;
  verticalNavToggleType: VerticalNavToggleType;
  horizontalMenuToggle: HorizontalMenuToggle;
}

export const defaultSettings: Settings = {
  themeColor: 'primary',
  mode: 'light',
  skin: 'bordered',
  layout: 'vertical',
  lastLayout: 'vertical',
  direction: 'ltr',
  contentWidth: 'boxed',
  appBar: 'fixed',
  footer: 'static',
  navHidden: false,
  appBarBlur: true,
  navCollapsed: false,
  // The spec's top-centre (section 8): the app bar's controls sit top-right, where toasts
  // covered them.
  toastPosition: 'top-center',
  verticalNavToggleType: 'accordion',
  horizontalMenuToggle: 'hover',
};

/** These come from the defaults on every load (spec section 3); the rest is kept. */
export const NON_PERSISTED_FIELDS = [
  'appBar',
  'footer',
  'layout',
  'navHidden',
  'lastLayout',
  'toastPosition',
] as const satisfies readonly (keyof Settings)[];

type PersistedSettings = Omit<Settings, (typeof NON_PERSISTED_FIELDS)[number]>;

export const SETTINGS_STORAGE_KEY = 'routelab-settings';

/**
 * Applies a change and the layout rule of spec section 4: the horizontal layout has no semi-dark
 * skin and no hidden app bar. A layout change remembers the layout it replaced.
 */
export function applySettingsChange(current: Settings, patch: Partial<Settings>): Settings {
  const next: Settings = { ...current, ...patch };
  if (patch.layout !== undefined && patch.layout !== current.layout) {
    next.lastLayout = current.layout;
  }
  if (next.layout === 'horizontal') {
    if (next.skin === 'semi-dark') next.skin = 'default';
    if (next.appBar === 'hidden') next.appBar = 'fixed';
  }
  return next;
}

export function persistedPart(settings: Settings): PersistedSettings {
  const copy: Partial<Settings> = { ...settings };
  for (const field of NON_PERSISTED_FIELDS) delete copy[field];
  return copy as PersistedSettings;
}

/** Falls back to memory when the browser refuses localStorage (private modes, quotas). */
function createFallbackStorage(): StateStorage {
  const memory = new Map<string, string>();
  const memoryStorage: StateStorage = {
    getItem: (name) => memory.get(name) ?? null,
    setItem: (name, value) => void memory.set(name, value),
    removeItem: (name) => void memory.delete(name),
  };
  try {
    const probe = '__routelab_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}

interface SettingsState extends Settings {
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaultSettings,
      update: (patch) => set((state) => applySettingsChange(settingsOf(state), patch)),
      reset: () => set({ ...defaultSettings }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(createFallbackStorage),
      partialize: (state) => persistedPart(settingsOf(state)),
      // Stored values win only for persisted fields; the layout rule applies to the result.
      merge: (stored, current) =>
        ({
          ...current,
          ...applySettingsChange(settingsOf(current), pickPersisted(stored)),
        }) as SettingsState,
    },
  ),
);

function settingsOf(state: Settings): Settings {
  const result = {} as Record<keyof Settings, unknown>;
  for (const key of Object.keys(defaultSettings) as (keyof Settings)[]) result[key] = state[key];
  return result as Settings;
}

function pickPersisted(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const record = stored as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const nonPersisted: readonly string[] = NON_PERSISTED_FIELDS;
  for (const key of Object.keys(defaultSettings)) {
    if (nonPersisted.includes(key) || !(key in record)) continue;
    if (typeof record[key] === typeof defaultSettings[key as keyof Settings]) {
      result[key] = record[key];
    }
  }
  return result as Partial<Settings>;
}
