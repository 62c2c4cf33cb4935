import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAGIC_DESTINATIONS } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** Documents the destination suffixes that override the policy, as the simulator honours them. */
export function MagicDestinationsPanel() {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <div>
          <Typography variant="subtitle2">{t('esme.magic.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('esme.magic.subtitle')}
          </Typography>
        </div>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Table size="small" aria-label={t('esme.magic.title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 100 }}>{t('esme.magic.suffix')}</TableCell>
              <TableCell>{t('esme.magic.effect')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {MAGIC_DESTINATIONS.map(({ suffix }) => (
              <TableRow key={suffix}>
                <TableCell sx={{ fontFamily: 'monospace' }}>…{suffix}</TableCell>
                <TableCell>{t(`esme.magic.effects.${suffix}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
