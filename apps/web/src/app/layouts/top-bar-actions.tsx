import Box from '@mui/material/Box';
import type { Profile } from '@routelab/shared';
import { BalanceChip } from '../../components/balance-chip';
import { LanguageMenu } from '../../components/language-menu';
import { ModeToggle } from '../../components/mode-toggle';
import { UserMenu } from './user-menu';

/** Balance chip, language menu, mode toggle and avatar menu (spec section 2, top bar). */
export function TopBarActions({ user }: { user: Profile }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>
        <BalanceChip balance={user.balance} billing={user.billing} />
      </Box>
      <LanguageMenu />
      <ModeToggle />
      <UserMenu user={user} />
    </Box>
  );
}
