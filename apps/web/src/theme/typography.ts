import type { TypographyVariantsOptions } from '@mui/material/styles';

// Only locally installed faces: the console works without any network access to font hosts.
export const FONT_FAMILY = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(',');

export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_FAMILY,
  fontSize: 14,
  h1: { fontSize: '2.875rem', fontWeight: 500, lineHeight: 1.47 },
  h2: { fontSize: '2.375rem', fontWeight: 500, lineHeight: 1.47 },
  h3: { fontSize: '1.75rem', fontWeight: 500, lineHeight: 1.5 },
  h4: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.58 },
  h5: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.56 },
  h6: { fontSize: '0.9375rem', fontWeight: 500, lineHeight: 1.47 },
  subtitle1: { fontSize: '0.9375rem', lineHeight: 1.47 },
  subtitle2: { fontSize: '0.8125rem', fontWeight: 400, lineHeight: 1.54 },
  body1: { fontSize: '0.9375rem', lineHeight: 1.47 },
  body2: { fontSize: '0.8125rem', lineHeight: 1.54 },
  button: { fontSize: '0.9375rem', fontWeight: 500, textTransform: 'none' },
  caption: { fontSize: '0.8125rem', lineHeight: 1.38, letterSpacing: '0.4px' },
  overline: { fontSize: '0.75rem', letterSpacing: '0.8px', lineHeight: 1.17 },
};
