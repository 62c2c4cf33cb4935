import ArrowDownward from '@mui/icons-material/SouthWestOutlined';
import ArrowUpward from '@mui/icons-material/NorthEastOutlined';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Out: sent by us (up and away); in: received from the peer. */
export function DirectionIcon({ direction }: { direction: 'in' | 'out' }) {
  const { t } = useTranslation();
  const label = t(`pduLogs.direction.${direction}`);
  return (
    <Tooltip title={label}>
      {direction === 'out' ? (
        <ArrowUpward fontSize="small" color="primary" aria-label={label} />
      ) : (
        <ArrowDownward fontSize="small" color="success" aria-label={label} />
      )}
    </Tooltip>
  );
}
