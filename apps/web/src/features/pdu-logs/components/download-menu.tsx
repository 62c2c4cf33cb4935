import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOG_FORMATS, type LogFormat, type LogSide } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { downloadUrl, type PduLogFilters } from '../log-filters';

interface DownloadMenuProps {
  side: LogSide;
  filters: PduLogFilters;
  disabled?: boolean;
}

/**
 * CSV, JSON or PCAP of every PDU the current filters match. The server streams the file, so a
 * plain link lets the browser save it with its own progress instead of holding it in memory.
 */
export function DownloadMenu({ side, filters, disabled }: DownloadMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const start = (format: LogFormat) => {
    setAnchor(null);
    notify.info(t('pduLogs.download.started', { format: format.toUpperCase() }));
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        data-testid="log-download"
      >
        {t('pduLogs.download.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOG_FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={downloadUrl(side, format, filters)}
            download
            onClick={() => start(format)}
            data-testid={`log-download-${format}`}
          >
            <ListItemText
              primary={t(`pduLogs.download.${format}`)}
              secondary={t(`pduLogs.download.${format}Hint`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
