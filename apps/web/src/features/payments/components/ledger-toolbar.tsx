import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LEDGER_KINDS, type LedgerKind } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { AnySelect } from '../../../components/form/any-select';
import { notify } from '../../../components/notify';
import { ledgerDownloadUrl } from '../api/list-ledger';

interface LedgerToolbarProps {
  kind: '' | LedgerKind;
  onKind: (kind: '' | LedgerKind) => void;
}

/**
 * The kind filter and the CSV of the rows it matches. The server streams the file, so a plain
 * link lets the browser save it with its own progress.
 */
export function LedgerToolbar({ kind, onKind }: LedgerToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ minWidth: 220 }}>
        <AnySelect
          fullWidth
          label={t('payments.filters.kind')}
          anyLabel={t('payments.filters.any')}
          value={kind}
          onChange={(value) => onKind(value as '' | LedgerKind)}
          options={LEDGER_KINDS.map((value) => ({
            value,
            label: t(`payments.ledger.kinds.${value}`),
          }))}
        />
      </Box>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        href={ledgerDownloadUrl(kind || undefined)}
        download
        onClick={() => notify.info(t('payments.ledger.downloadStarted'))}
        data-testid="ledger-download"
      >
        {t('payments.ledger.download')}
      </Button>
    </Box>
  );
}
