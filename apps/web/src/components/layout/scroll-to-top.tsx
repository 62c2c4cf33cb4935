import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';

interface ScrollToTopProps {
  threshold: number;
}

/** Appears once the page has scrolled past the threshold (400 px, spec section 2). */
export function ScrollToTop({ threshold }: ScrollToTopProps) {
  const { t } = useTranslation();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold });
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('layout.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
