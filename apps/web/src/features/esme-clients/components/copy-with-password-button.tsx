import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientFormValues } from './client-form-values';
import { useCopyConnectionDetails } from './use-copy-connection-details';

/**
 * Copies host, port, system_id and the password while it is still known: once saved, the server
 * keeps only its hash and the list can copy the rest only.
 */
export function CopyWithPasswordButton({
  control,
  port,
}: {
  control: Control<ClientFormValues>;
  port: number;
}) {
  const { t } = useTranslation();
  const copy = useCopyConnectionDetails();
  const [systemId, password] = useWatch({ control, name: ['system_id', 'password'] });
  const label = t(password ? 'esme.form.copyWithPassword' : 'esme.form.copyNeedsPassword');
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events; the span keeps the tooltip working. */}
      <span>
        <IconButton
          aria-label={label}
          disabled={!password}
          sx={{ mt: 1 }}
          onClick={() => void copy({ port, systemId: systemId.trim(), password })}
        >
          <ContentCopyOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}
