import type {} from '@mui/x-charts/themeAugmentation';
import { enUS as coreEn, ruRU as coreRu, ukUA as coreUk } from '@mui/material/locale';
import type { ThemeOptions } from '@mui/material/styles';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import type { Language } from '@routelab/shared';

/** MUI X Charts ships no ru or uk; the console's charts can only show these two overlays. */
const chartsLocaleText: Record<Language, Partial<ChartsLocaleText>> = {
  en: {},
  ru: { loading: 'Загрузка данных…', noData: 'Нет данных' },
  uk: { loading: 'Завантаження даних…', noData: 'Немає даних' },
};

const coreLocales = { en: coreEn, ru: coreRu, uk: coreUk } as const;

/**
 * Texts of MUI's own components (pagers, charts, autocomplete…) in the console language; set
 * in the theme so every pager follows the language without a prop of its own. The data grid's
 * come with each grid (components/grid-locale-text.ts), outside the first load.
 */
export const muiLocales = (language: Language): ThemeOptions[] => [
  coreLocales[language],
  {
    components: {
      MuiChartsLocalizationProvider: {
        defaultProps: { localeText: chartsLocaleText[language] },
      },
    },
  },
];
