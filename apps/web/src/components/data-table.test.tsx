import { ThemeProvider } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import type { Language } from '@routelab/shared';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { stubScreenWidth } from '../testing/screen-width';
import { createAppTheme } from '../theme/create-app-theme';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
  note: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'note', headerName: 'Note' },
];
const firstPage: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Row ${index + 1}`,
  note: `Note ${index + 1}`,
}));
const PHONE_FIELDS = ['name'];

afterEach(() => vi.unstubAllGlobals());
afterAll(() => i18n.changeLanguage('en'));

/** The pager's texts follow the console language (i18n), the rest of MUI's the theme's. */
async function renderTable(language: Language, rows: Row[], rowCount: number) {
  await i18n.changeLanguage(language);
  const theme = createAppTheme({
    mode: 'light',
    skin: 'bordered',
    themeColor: 'primary',
    direction: 'ltr',
    language,
  });
  render(
    <ThemeProvider theme={theme}>
      <DataTable<Row>
        rows={rows}
        rowCount={rowCount}
        columns={columns}
        phoneFields={PHONE_FIELDS}
        loading={false}
        paginationModel={{ page: 0, pageSize: 25 }}
        onPaginationModelChange={() => {}}
        emptyText="No widgets yet: make one with New widget."
      />
    </ThemeProvider>,
  );
}

describe('DataTable in the console language', () => {
  const pagers: Record<Language, { range: string; empty: string; perPage: string }> = {
    en: { range: '1–25 of 341', empty: '0–0 of 0', perPage: 'Rows per page:' },
    ru: { range: '1–25 из 341', empty: '0–0 из 0', perPage: 'Строк на странице:' },
    uk: { range: '1–25 з 341', empty: '0–0 з 0', perPage: 'Рядків на сторінці:' },
  };

  for (const [language, pager] of Object.entries(pagers) as [Language, typeof pagers.en][]) {
    it(`reads the pager in ${language}`, async () => {
      await renderTable(language, firstPage, 341);
      expect(screen.getByText(pager.range)).toBeInTheDocument();
      expect(screen.getByText(pager.perPage)).toBeInTheDocument();
    });

    it(`reads an empty pager in ${language}, and the table says what is empty instead of "No rows"`, async () => {
      await renderTable(language, [], 0);
      expect(screen.getByText(pager.empty)).toBeInTheDocument();
      expect(screen.getByText('No widgets yet: make one with New widget.')).toBeInTheDocument();
      expect(screen.queryByText(/^(No rows|Нет строк|Немає рядків)$/)).toBeNull();
    });
  }

  it('groups thousands the Russian way', async () => {
    await renderTable('ru', firstPage, 12345);
    // The matcher folds the no-break space of ru-RU grouping into a plain one.
    expect(screen.getByText('1–25 из 12 345')).toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  it('shows every column on a wider screen', async () => {
    stubScreenWidth(1440);
    await renderTable('en', firstPage.slice(0, 1), 1);
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByText('Note 1')).toBeInTheDocument();
  });

  it('shows only the phone fields below 600 px', async () => {
    stubScreenWidth(390);
    await renderTable('en', firstPage.slice(0, 1), 1);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();
    expect(screen.queryByText('Note 1')).toBeNull();
  });
});
