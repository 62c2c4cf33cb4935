import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Addresses shown in a row before the rest folds into "+N" (all of them in its tooltip). */
const SHOWN = 2;

/** A key's allow-list in a table cell. */
export function AllowedIpsSummary({ addresses }: { addresses: string[] }) {
  const { t } = useTranslation();
  if (addresses.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('apiKeys.list.anyAddress')}
      </Typography>
    );
  }
  const hidden = addresses.length - SHOWN;
  return (
    <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>
      {addresses.slice(0, SHOWN).map((address) => (
        <div key={address}>{address}</div>
      ))}
      {hidden > 0 && (
        <Tooltip title={addresses.join(', ')}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('apiKeys.list.moreAddresses', { count: hidden })}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
}
