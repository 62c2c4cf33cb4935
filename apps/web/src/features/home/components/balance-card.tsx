import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Profile } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../components/format-balance';

export function BalanceCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const amount = formatBalance(user.balance);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="h6">{t('home.balance.title')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('home.balance.subtitle')}
            </Typography>
          </div>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
            <AccountBalanceWalletOutlined />
          </Avatar>
        </Box>
        <Typography variant="h3" sx={{ mt: 3, color: 'primary.main' }} data-testid="home-balance">
          {amount === 'N/A' ? amount : `$${amount}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Chip size="small" label={`${t('home.balance.tier')}: ${user.tier}`} color="primary" />
          <Chip size="small" label="USD" variant="outlined" />
        </Box>
      </CardContent>
    </Card>
  );
}
