import { ThemeProvider } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Language } from '@routelab/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

const themeIn = (language: Language) =>
  createAppTheme({
    mode: 'light',
    skin: 'bordered',
    themeColor: 'primary',
    direction: 'ltr',
    language,
  });

describe('charts in the console language', () => {
  const noData: Record<Language, string> = {
    en: 'No data to display',
    ru: 'Нет данных',
    uk: 'Немає даних',
  };

  for (const [language, text] of Object.entries(noData) as [Language, string][]) {
    it(`say there is no data in ${language}`, () => {
      render(
        <ThemeProvider theme={themeIn(language)}>
          <LineChart width={300} height={200} series={[{ data: [] }]} skipAnimation />
        </ThemeProvider>,
      );
      expect(screen.getByText(text)).toBeInTheDocument();
    });
  }
});
