import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SendFormInput } from '../send-form';

const MAX_TLVS = 20;

/** Extra optional parameters: a tag (decimal or 0x hex) and its value as hex, a row each. */
export function TlvRows({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'tlvs' });
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('smsc.send.tlvs')}
      </Typography>
      {rows.fields.map((row, index) => (
        <Box key={row.id} sx={{ display: 'flex', gap: 1, mb: 1.5, alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`tlvs.${index}.tag`}
            label={t('smsc.send.tlvTag')}
            placeholder="0x1403"
            size="small"
            sx={{ width: 140, flexShrink: 0 }}
          />
          <FormTextField
            control={control}
            name={`tlvs.${index}.value`}
            label={t('smsc.send.tlvValue')}
            placeholder="0A1B"
            size="small"
            fullWidth
          />
          <IconButton aria-label={t('smsc.send.removeTlv')} onClick={() => rows.remove(index)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => rows.append({ tag: '', value: '' })}
        disabled={rows.fields.length >= MAX_TLVS}
      >
        {t('smsc.send.addTlv')}
      </Button>
    </Box>
  );
}
