import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

function Address({ label, port }: { label: string; port: number }) {
  return (
    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
      <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
        {window.location.hostname}:{port}
      </Box>
    </Typography>
  );
}

/** Where ESMEs bind: this console's host and the SMPP listener's ports (plain and TLS). */
export function SmppEndpoint({ port, tlsPort }: { port: number | null; tlsPort: number | null }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="smpp-endpoint"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 2 }}
    >
      {port === null ? (
        <Typography variant="body2" sx={{ color: 'warning.main' }}>
          {t('esme.endpoint.off')}
        </Typography>
      ) : (
        <Address label={t('esme.endpoint.label')} port={port} />
      )}
      {tlsPort !== null && <Address label={t('esme.endpoint.tls')} port={tlsPort} />}
    </Box>
  );
}
