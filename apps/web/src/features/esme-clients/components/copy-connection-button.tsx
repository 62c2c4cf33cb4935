import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Client } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { connectionDetailsText } from '../lib/connection-details';

interface CopyConnectionButtonProps {
  client: Client;
  port: number;
  /** The password when it was set in this browser just now; the server only has a hash. */
  password: string | undefined;
}

/** Copies host, port, system_id (and a just-set password) for the ESME's configuration. */
export function CopyConnectionButton({ client, port, password }: CopyConnectionButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    const text = connectionDetailsText(
      { host: window.location.hostname, port, systemId: client.system_id, password },
      {
        host: t('esme.connection.host'),
        port: t('esme.connection.port'),
        systemId: t('esme.connection.systemId'),
        password: t('esme.connection.password'),
      },
    );
    try {
      await navigator.clipboard.writeText(text);
      if (password) notify.success(t('esme.connection.copied'));
      else notify.info(t('esme.connection.copiedWithoutPassword'));
    } catch {
      notify.error(t('esme.connection.copyFailed'));
    }
  };
  return (
    <Tooltip title={t('esme.list.copy')}>
      <IconButton aria-label={t('esme.list.copy')} onClick={() => void copy()}>
        <ContentCopyOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
