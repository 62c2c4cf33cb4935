import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatBalance } from './format-balance';

interface BalanceChipProps {
  balance: number | null;
}

/** 'Balance: $' followed by the balance or N/A. The top-up popover arrives with billing. */
export function BalanceChip({ balance }: BalanceChipProps) {
  const { t } = useTranslation();
  return (
    <Chip
      icon={<AccountBalanceWalletOutlined fontSize="small" />}
      label={`${t('balance.label')}: $${formatBalance(balance)}`}
      color="primary"
      variant="outlined"
      sx={{ fontWeight: 500, borderRadius: 2 }}
      data-testid="balance-chip"
    />
  );
}
