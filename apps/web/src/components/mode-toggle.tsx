import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-store';

/** Switches light and dark mode (the top bar's theme control). */
export function ModeToggle() {
  const { t } = useTranslation();
  const mode = useSettings((state) => state.mode);
  const update = useSettings((state) => state.update);
  const label = t(mode === 'light' ? 'layout.darkMode' : 'layout.lightMode');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        data-testid="mode-toggle"
        onClick={() => update({ mode: mode === 'light' ? 'dark' : 'light' })}
      >
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
