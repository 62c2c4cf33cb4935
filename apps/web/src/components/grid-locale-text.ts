import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, ruRU, ukUA } from '@mui/x-data-grid/locales';
import type { Language } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

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

export const gridLocaleTexts: Record<Language, Partial<GridLocaleText>> = {
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  ru: {
    ...ruRU.components.MuiDataGrid.defaultProps.localeText,
    paginationDisplayedRows: ruDisplayedRows,
  },
  uk: ukUA.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * The data grid's own texts in the console language. Given to each grid rather than set in the
 * theme: only pages with a grid load the grid's catalogs, so a first page does not (issue 36).
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  return gridLocaleTexts[i18n.resolvedLanguage ? currentLanguage() : 'en'];
}
