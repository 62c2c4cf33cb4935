import { ThemeProvider } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import type { Language } from '@routelab/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../theme/create-app-theme';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}

const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
const firstPage: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Row ${index + 1}`,
}));

function renderTable(language: Language, rows: Row[], rowCount: number) {
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
    it(`reads the pager in ${language}`, () => {
      renderTable(language, firstPage, 341);
      expect(screen.getByText(pager.range)).toBeInTheDocument();
      expect(screen.getByText(pager.perPage)).toBeInTheDocument();
    });

    it(`reads an empty pager in ${language}, and the table says what is empty instead of "No rows"`, () => {
      renderTable(language, [], 0);
      expect(screen.getByText(pager.empty)).toBeInTheDocument();
      expect(screen.getByText('No widgets yet: make one with New widget.')).toBeInTheDocument();
      expect(screen.queryByText(/^(No rows|Нет строк|Немає рядків)$/)).toBeNull();
    });
  }

  it('groups thousands the Russian way', () => {
    renderTable('ru', firstPage, 12345);
    // The matcher folds the no-break space of ru-RU grouping into a plain one.
    expect(screen.getByText('1–25 из 12 345')).toBeInTheDocument();
  });
});
