import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { WEBHOOK_SIGNATURE_HEADER } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';

/** A secret the server answered this once, to copy now, and how to check the signature. */
export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => notify.success(t('webhooks.secret.copied')),
      (error: unknown) => notify.error(errorMessage(error)),
    );
  return (
    <Box data-testid="webhook-secret">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('webhooks.secret.warning')}
      </Alert>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          mb: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        <Typography
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
          data-testid="webhook-secret-value"
        >
          {secret}
        </Typography>
        <Tooltip title={t('webhooks.secret.copy')}>
          <IconButton aria-label={t('webhooks.secret.copy')} onClick={() => void copy()}>
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('webhooks.secret.verify', { header: WEBHOOK_SIGNATURE_HEADER })}
      </Typography>
    </Box>
  );
}
