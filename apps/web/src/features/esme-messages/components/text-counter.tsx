import Typography from '@mui/material/Typography';
import { analyzeText } from '@routelab/smpp/encoding';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

export type MoCoding = 'auto' | 'gsm7' | 'latin1' | 'ucs2';

const analyze = (text: string, coding: MoCoding) =>
  analyzeText(text, { coding, concatenation: 'udh8' });

/** Why the text cannot go in the coding (characters it lacks, too long), if it cannot. */
export function textProblem(
  analysis: ReturnType<typeof analyze>,
  t: TFunction,
): string | undefined {
  const unencodable = [...new Set(analysis.unencodable.map(({ char }) => char))].join(' ');
  if (unencodable) {
    return t('esme.mo.unencodable', {
      coding: t(`esme.detail.codings.${analysis.coding}`),
      chars: unencodable,
    });
  }
  return analysis.tooLong ? t('esme.mo.tooLong') : undefined;
}

/** The text's problem in the coding, for a check before sending. */
export const problemOf = (text: string, coding: MoCoding, t: TFunction) =>
  textProblem(analyze(text, coding), t);

/** Length, parts and room left as the text is typed, in the units of the coding it goes in. */
export function TextCounter({ text, coding }: { text: string; coding: MoCoding }) {
  const { t } = useTranslation();
  const analysis = analyze(text, coding);
  const problem = textProblem(analysis, t);
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
