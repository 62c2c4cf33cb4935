import CallMadeOutlined from '@mui/icons-material/CallMadeOutlined';
import CallReceivedOutlined from '@mui/icons-material/CallReceivedOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { MessageDirection } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** MT (sent by the user) or MO (received from the SMSC), with what that means on hover. */
export function MessageDirectionChip({ direction }: { direction: MessageDirection }) {
  const { t } = useTranslation();
  const received = direction !== 'mt';
  return (
    <Tooltip title={t(`smsc.messages.directions.${received ? 'moHint' : 'mtHint'}`)}>
      <Chip
        size="small"
        variant="outlined"
        color={received ? 'info' : 'default'}
        icon={received ? <CallReceivedOutlined /> : <CallMadeOutlined />}
        label={t(`smsc.messages.directions.${received ? 'mo' : 'mt'}`)}
        data-testid="message-direction"
        data-direction={direction}
      />
    </Tooltip>
  );
}
