import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { eventStream } from '../lib/events/event-stream';
import { i18n } from '../lib/i18n';
import { useSettings } from '../lib/settings-store';
import { resources } from '../locales';

// findBy* and waitFor resolve as soon as the page matches; this is only how long they may wait
// while jsdom shares two cores with the other suites of `npm run test:all` (the default is 1 s).
configure({ asyncUtilTimeout: 45_000 });

// The app loads Russian and Ukrainian on demand; tests switch languages directly.
for (const language of ['ru', 'uk'] as const) {
  for (const [namespace, catalog] of Object.entries(resources[language])) {
    i18n.addResourceBundle(language, namespace, catalog);
  }
}

// The files of a worker share one document and one evaluation of the app's modules (the web
// project's `isolate: false`): after each test, what a test may have changed goes back.
afterEach(async () => {
  cleanup();
  eventStream.close();
  vi.useRealTimers();
  document.body.innerHTML = '';
  useSettings.getState().reset();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
