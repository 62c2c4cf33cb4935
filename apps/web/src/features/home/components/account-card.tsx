import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Profile } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ textAlign: 'end', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function AccountCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {t('home.account.title')}
        </Typography>
        <Row label={t('fields.name')}>
          <Typography noWrap>{fullName || '—'}</Typography>
        </Row>
        <Row label={t('fields.email')}>
          <Typography noWrap>{user.email}</Typography>
        </Row>
        <Row label={t('home.account.groups')}>
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {user.groups.map((group) => (
              <Chip key={group} size="small" label={t(`groups.${group}`)} variant="outlined" />
            ))}
          </Box>
        </Row>
      </CardContent>
    </Card>
  );
}
