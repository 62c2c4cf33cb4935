import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MessageDetail } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { monoFont } from './detail-list';

const tagHex = (tag: number) => `0x${tag.toString(16).toUpperCase().padStart(4, '0')}`;

/** The optional parameters of the submit, tag and value in hex. */
export function MessageTlvs({ tlvs }: { tlvs: MessageDetail['tlvs'] }) {
  const { t } = useTranslation();
  if (tlvs.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('esme.detail.noTlvs')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('esme.detail.tlvs')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 260 }}>{t('esme.detail.tag')}</TableCell>
          <TableCell>{t('esme.detail.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tlvs.map((tlv, index) => (
          <TableRow key={`${tlv.tag}-${index}`}>
            <TableCell sx={{ fontFamily: monoFont }}>
              {tagHex(tlv.tag)}
              {tlv.name && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', ml: 1 }}
                >
                  {tlv.name}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ fontFamily: monoFont, wordBreak: 'break-all' }}>
              {tlv.value.toUpperCase() || '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
