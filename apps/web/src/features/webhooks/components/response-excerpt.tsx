import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The start of the response body on one line; the whole excerpt on hover or focus. */
export function ResponseExcerpt({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Tooltip
      title={
        <Typography
          variant="caption"
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}
        >
          {text}
        </Typography>
      }
    >
      <Typography
        variant="body2"
        noWrap
        tabIndex={0}
        aria-label={`${t('webhooks.log.showResponse')}: ${text}`}
        sx={{ fontFamily: 'monospace', minWidth: 0 }}
        data-testid="delivery-response"
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
