import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Client } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { useCopyConnectionDetails } from './use-copy-connection-details';

interface CopyConnectionButtonProps {
  client: Client;
  port: number;
  /** The password when it was set in this browser just now; the server only has a hash. */
  password: string | undefined;
}

/** Copies host, port, system_id (and a just-set password) for the ESME's configuration. */
export function CopyConnectionButton({ client, port, password }: CopyConnectionButtonProps) {
  const { t } = useTranslation();
  const copy = useCopyConnectionDetails();
  return (
    <Tooltip title={t('esme.list.copy')}>
      <IconButton
        aria-label={t('esme.list.copy')}
        onClick={() => void copy({ port, systemId: client.system_id, password })}
      >
        <ContentCopyOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
