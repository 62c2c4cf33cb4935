import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PriceCsvError } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** This many bad lines are listed; the rest are counted. */
const SHOWN = 50;

/** What an import found wrong, line by line, so one import tells all there is to fix. */
export function CsvErrors({ file, errors }: { file: string; errors: PriceCsvError[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="price-csv-errors">
      <AlertTitle>{t('routing.prices.csvFailed', { file, value: errors.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {errors.slice(0, SHOWN).map((error) => (
          <li key={error.line}>
            {t('routing.prices.csvLine', {
              line: error.line,
              reason: t(`routing.prices.csvReasons.${error.reason}`),
            })}
          </li>
        ))}
      </ul>
      {errors.length > SHOWN && t('routing.prices.csvMore', { value: errors.length - SHOWN })}
    </Alert>
  );
}
