import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveBalance } from '../lib/auth/use-live-balance';
import { formatBalanceUsd } from './format-balance';
import { useTopUp } from './top-up/top-up-context';

interface BalanceChipProps {
  balance: number | null;
  /** The money side is on: the chip opens the top-up popover and follows the balance live. */
  billing: boolean;
  /** The amount alone (a phone's top bar); "Balance" stays its accessible name. */
  compact?: boolean;
}

const chipProps = {
  icon: <AccountBalanceWalletOutlined fontSize="small" />,
  color: 'primary',
  variant: 'outlined',
  sx: { fontWeight: 500, borderRadius: 2 },
  'data-testid': 'balance-chip',
} as const;

/**
 * 'Balance: $' followed by the balance with 3 decimals, or N/A (spec section 2). With billing
 * off the balance is null and the chip only reads N/A.
 */
export function BalanceChip({ balance, billing, compact = false }: BalanceChipProps) {
  const { t } = useTranslation();
  const amount = billing ? formatBalanceUsd(balance) : '$N/A';
  const full = `${t('balance.label')}: ${amount}`;
  const label = compact ? { label: amount, 'aria-label': full } : { label: full };
  if (!billing) return <Chip {...chipProps} {...label} />;
  return <TopUpBalanceChip label={label} />;
}

/** Clicking opens the popover whose button opens the top-up dialog (spec sections 2 and 4). */
function TopUpBalanceChip({ label }: { label: { label: string; 'aria-label'?: string } }) {
  const { t } = useTranslation();
  const topUp = useTopUp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLiveBalance();

  const openTopUp = () => {
    setAnchor(null);
    topUp.open();
  };

  return (
    <>
      <Chip
        {...chipProps}
        {...label}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { mt: 1, p: 2, maxWidth: 280 } } }}
      >
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="balance-popover">
          {t('balance.popover')}
        </Typography>
        <Button variant="contained" fullWidth onClick={openTopUp} data-testid="balance-top-up">
          {t('balance.topUp')}
        </Button>
      </Popover>
    </>
  );
}
