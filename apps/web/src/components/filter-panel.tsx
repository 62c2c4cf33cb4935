import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../lib/use-phone';

interface FilterPanelProps {
  /** How many filters are set: the folded panel's button shows it. */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters. On a phone they fold behind a "Filters" button that says how many are set,
 * so the list starts on the first screen; elsewhere they are always shown.
 */
export function FilterPanel({ active, children }: FilterPanelProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return <>{children}</>;
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={active > 0 ? t('lists.filtersActive', { count: active }) : t('lists.filters')}
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListOutlined />
          </Badge>
        }
        endIcon={
          <ExpandMore
            sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        data-testid="filter-toggle"
      >
        {t('lists.filters')}
      </Button>
      <Collapse in={open} id={panelId}>
        <Box sx={{ pt: 2 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
