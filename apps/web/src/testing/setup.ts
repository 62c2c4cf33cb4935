import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { resources } from '../locales';

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
