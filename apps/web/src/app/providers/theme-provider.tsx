import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, directionOf } from '../../lib/i18n';
import { useSettings } from '../../lib/settings-store';
import { createAppTheme } from '../../theme/create-app-theme';

/** The MUI theme follows the UI settings and the UI language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const mode = useSettings((state) => state.mode);
  const skin = useSettings((state) => state.skin);
  const themeColor = useSettings((state) => state.themeColor);
  const direction = useSettings((state) => state.direction);
  const update = useSettings((state) => state.update);
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en';
  const theme = useMemo(
    () => createAppTheme({ mode, skin, themeColor, direction, language }),
    [mode, skin, themeColor, direction, language],
  );

  // The direction follows the language, however it was chosen (detected, menu, another tab).
  useEffect(() => {
    if (directionOf(language) !== direction) update({ direction: directionOf(language) });
  }, [language, direction, update]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
  }, [language, direction, mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
