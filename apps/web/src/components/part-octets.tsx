import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageDetail } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { spacedHex } from '../lib/octets';
import { udhDescription } from './udh-description';

type Part = Pick<MessageDetail['part_list'][number], 'short_message_hex' | 'udh'>;

/** A part's short_message in hex; its UDH is spelled out and set apart from the body. */
export function PartOctets({ part }: { part: Part }) {
  const { t } = useTranslation();
  const { short_message_hex: hex, udh } = part;
  if (!udh) return <>{spacedHex(hex) || '—'}</>;
  return (
    <>
      <Typography
        variant="caption"
        component="div"
        sx={{ color: 'text.secondary' }}
        data-testid="part-udh"
      >
        {udhDescription(t, udh)}
      </Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {spacedHex(hex.slice(0, udh.length * 2))}
      </Box>{' '}
      {spacedHex(hex.slice(udh.length * 2))}
    </>
  );
}
