import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { INSUFFICIENT_BALANCE_CODE } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { useTopUp } from '../../../components/top-up/top-up-context';
import { isApiError } from '../../../lib/api-error';

/** The server's text of a 402 answer ("This needs $0.004; the balance is $0.001."), if it is one. */
export const insufficientBalanceDetail = (error: unknown): string | undefined =>
  isApiError(error) && (error.status === 402 || error.code === INSUFFICIENT_BALANCE_CODE)
    ? (error.detail ?? error.message)
    : undefined;

/** A send the balance cannot cover: the server's text and a way to top up. */
export function InsufficientBalanceAlert({ detail }: { detail: string | undefined }) {
  const { t } = useTranslation();
  const topUp = useTopUp();
  if (!detail) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      data-testid="insufficient-balance"
      action={
        <Button color="inherit" size="small" onClick={() => topUp.open()}>
          {t('cost.topUp')}
        </Button>
      }
    >
      {detail}
    </Alert>
  );
}
