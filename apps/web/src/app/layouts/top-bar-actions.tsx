import Box from '@mui/material/Box';
import type { Profile } from '@routelab/shared';
import { BalanceChip } from '../../components/balance-chip';
import { LanguageMenu } from '../../components/language-menu';
import { ModeToggle } from '../../components/mode-toggle';
import { usePhone } from '../../lib/use-phone';
import { UserMenu } from './user-menu';

/** Balance chip, language menu, mode toggle and avatar menu (spec section 2, top bar). */
export function TopBarActions({ user }: { user: Profile }) {
  // A phone's bar has room for the amount, not for "Balance:" before it.
  const phone = usePhone();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <Box sx={{ mr: { xs: 0, sm: 1 } }}>
        <BalanceChip balance={user.balance} billing={user.billing} compact={phone} />
      </Box>
      <LanguageMenu />
      <ModeToggle />
      <UserMenu user={user} />
    </Box>
  );
}
