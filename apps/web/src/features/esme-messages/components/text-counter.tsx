import Typography from '@mui/material/Typography';
import { analyzeText } from '@routelab/smpp/encoding';
import { useTranslation } from 'react-i18next';

export type MoCoding = 'auto' | 'gsm7' | 'latin1' | 'ucs2';

/** Length, parts and room left as the text is typed, in the units of the coding it goes in. */
export function TextCounter({ text, coding }: { text: string; coding: MoCoding }) {
  const { t } = useTranslation();
  const analysis = analyzeText(text, { coding, concatenation: 'udh8' });
  const unencodable = [...new Set(analysis.unencodable.map(({ char }) => char))].join(' ');
  const problem = unencodable
    ? t('esme.mo.unencodable', {
        coding: t(`esme.detail.codings.${analysis.coding}`),
        chars: unencodable,
      })
    : analysis.tooLong && t('esme.mo.tooLong');
  return (
    <Typography
      variant="caption"
      component="p"
      data-testid="mo-counter"
      aria-live="polite"
      sx={{ color: problem ? 'error.main' : 'text.secondary', mt: 0.5 }}
    >
      {`${t(`esme.detail.codings.${analysis.coding}`)} · ${t('esme.mo.counter', {
        unit: t(`esme.mo.units.${analysis.unit}`),
        length: analysis.length,
        count: analysis.parts,
        remaining: analysis.remaining,
      })}`}
      {problem && ` · ${problem}`}
    </Typography>
  );
}
