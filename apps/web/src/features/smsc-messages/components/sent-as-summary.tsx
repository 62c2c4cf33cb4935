import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hex8 } from '../../../lib/hex-dump';
import type { SentAs } from '../sent-as';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{ wordBreak: 'break-word', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </>
  );
}

/**
 * What the server will put in the submit_sm where the form says "auto": the source and
 * destination with their TON/NPI, and the data_coding the text goes in.
 */
export function SentAsSummary({ sent, codingLabel }: { sent: SentAs; codingLabel: string }) {
  const { t } = useTranslation();
  const types = (ton: number, npi: number) =>
    t('smscSend.detected.addressType', {
      ton,
      npi,
      tonName: t(`smsc.ton.${ton}`, { defaultValue: '' }),
      npiName: t(`smsc.npi.${npi}`, { defaultValue: '' }),
    });
  const { source, destination, others } = sent;
  const sourceText = [
    source.address || '—',
    types(source.ton, source.npi),
    source.fromGateway
      ? t('smscSend.detected.gatewaySource')
      : t(source.chosen ? 'smscSend.detected.chosen' : 'smscSend.detected.auto'),
  ].join(' · ');
  const alike =
    destination !== null &&
    others.length === 1 &&
    others[0]!.ton === destination.ton &&
    others[0]!.npi === destination.npi;
  const othersText = alike
    ? t('smscSend.detected.othersAlike', { count: others[0]!.count })
    : others.length > 0
      ? t('smscSend.detected.othersMixed', {
          types: others
            .map((group) => `${types(group.ton, group.npi)} (${group.count})`)
            .join('; '),
        })
      : undefined;
  return (
    <Box
      component="section"
      aria-label={t('smscSend.detected.title')}
      data-testid="sent-as"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('smscSend.detected.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Row label={t('smscSend.detected.source')} value={sourceText} testId="sent-as-source" />
        {destination && (
          <Row
            label={t('smscSend.detected.destination')}
            value={[destination.address, types(destination.ton, destination.npi), othersText]
              .filter(Boolean)
              .join(' · ')}
            testId="sent-as-destination"
          />
        )}
        {sent.dataCoding !== undefined && (
          <Row
            label={t('smscSend.detected.dataCoding')}
            value={t('smscSend.detected.dataCodingValue', {
              hex: hex8(sent.dataCoding),
              coding: codingLabel,
            })}
            testId="sent-as-data-coding"
          />
        )}
      </Box>
    </Box>
  );
}
