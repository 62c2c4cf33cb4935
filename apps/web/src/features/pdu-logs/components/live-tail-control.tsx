import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface LiveTailControlProps {
  live: boolean;
  /** Paused, and PDUs were logged since. */
  waiting: boolean;
  onToggle: () => void;
}

/** Live tail on or paused, and the button that switches it. */
export function LiveTailControl({ live, waiting, onToggle }: LiveTailControlProps) {
  const { t } = useTranslation();
  const state = live
    ? t('pduLogs.live.on')
    : waiting
      ? t('pduLogs.live.waiting')
      : t('pduLogs.live.paused');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: live ? 'success.main' : waiting ? 'warning.main' : 'text.disabled',
        }}
      />
      <Typography
        variant="body2"
        role="status"
        data-testid="live-tail-state"
        sx={{ color: 'text.secondary' }}
      >
        <Box component="span" sx={{ fontWeight: 500, color: 'text.primary', mr: 0.5 }}>
          {t('pduLogs.live.label')}:
        </Box>
        {state}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={onToggle}
        startIcon={live ? <PauseOutlined /> : <PlayArrowOutlined />}
        aria-pressed={!live}
      >
        {live ? t('pduLogs.live.pause') : t('pduLogs.live.resume')}
      </Button>
    </Box>
  );
}
