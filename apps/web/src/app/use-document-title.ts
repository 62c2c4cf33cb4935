import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { en } from '../locales/en/translation';

/** A page of the console, as its route names it; each has its own title. */
export type PageId = keyof typeof en.pageTitles;

const PRODUCT = 'RouteLab';

/** The tab's title: the page's name in the UI language, then the product ("Sent SMS · RouteLab"). */
export function useDocumentTitle(page: PageId | undefined): void {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    document.title = page ? `${t(`pageTitles.${page}`)} · ${PRODUCT}` : PRODUCT;
  }, [page, t, language]);
}
