import type {} from '@mui/x-charts/themeAugmentation';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { enUS as coreEn, ruRU as coreRu, ukUA as coreUk } from '@mui/material/locale';
import type { ThemeOptions } from '@mui/material/styles';
import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS as gridEn, ruRU as gridRu, ukUA as gridUk } from '@mui/x-data-grid/locales';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import type { Language } from '@routelab/shared';

const ruNumber = new Intl.NumberFormat('ru-RU');

/**
 * The grid's ruRU leaves the pager's range untranslated ("0–0 of 0"); this one reads as the
 * ruRU of @mui/material's TablePagination and the grid's own ukUA do ("1–25 из 341").
 */
const ruDisplayedRows: GridLocaleText['paginationDisplayedRows'] = ({
  from,
  to,
  count,
  estimated,
}) => {
  const range = `${ruNumber.format(from)}–${ruNumber.format(to)}`;
  if (count !== -1) return `${range} из ${ruNumber.format(count)}`;
  if (estimated !== undefined && estimated > to) {
    return `${range} из около ${ruNumber.format(estimated)}`;
  }
  return `${range} из более чем ${ruNumber.format(to)}`;
};

const gridLocaleText = (language: Language): Partial<GridLocaleText> => {
  switch (language) {
    case 'ru':
      return {
        ...gridRu.components.MuiDataGrid.defaultProps.localeText,
        paginationDisplayedRows: ruDisplayedRows,
      };
    case 'uk':
      return gridUk.components.MuiDataGrid.defaultProps.localeText;
    case 'en':
      return gridEn.components.MuiDataGrid.defaultProps.localeText;
  }
};

/** MUI X Charts ships no ru or uk; the console's charts can only show these two overlays. */
const chartsLocaleText: Record<Language, Partial<ChartsLocaleText>> = {
  en: {},
  ru: { loading: 'Загрузка данных…', noData: 'Нет данных' },
  uk: { loading: 'Завантаження даних…', noData: 'Немає даних' },
};

const coreLocales = { en: coreEn, ru: coreRu, uk: coreUk } as const;

/**
 * Texts of MUI's own components (pagers, grids, charts, autocomplete…) in the console language;
 * set in the theme so every grid and pager follows the language without a prop of its own.
 */
export const muiLocales = (language: Language): ThemeOptions[] => [
  coreLocales[language],
  {
    components: {
      MuiDataGrid: { defaultProps: { localeText: gridLocaleText(language) } },
      MuiChartsLocalizationProvider: {
        defaultProps: { localeText: chartsLocaleText[language] },
      },
    },
  },
];
