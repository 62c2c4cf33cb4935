import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
