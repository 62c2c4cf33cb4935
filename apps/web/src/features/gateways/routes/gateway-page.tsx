import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { useGatewayDetail } from '../api/get-gateway';
import { GatewayAnalyticsCard } from '../components/gateway-analytics';
import { GatewayHealth } from '../components/gateway-health';

/** '/smsc/gateway/:id': one SMSC connection's health and delivery analytics. */
export function GatewayPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useGatewayDetail(id);
  const back = (
    <Button component={Link} to="/" startIcon={<ArrowBackOutlined />}>
      {t('gatewayHealth.back')}
    </Button>
  );
  if (detail.error instanceof ApiError && [400, 404].includes(detail.error.status)) {
    return (
      <>
        <PageHeader title={t('pageTitles.smsc-gateway')} actions={back} />
        <Alert severity="warning" data-testid="gateway-missing">
          {t('gatewayHealth.notFound')}
        </Alert>
      </>
    );
  }
  const data = detail.data;
  return (
    <>
      <PageHeader
        title={data?.gateway.name ?? t('pageTitles.smsc-gateway')}
        subtitle={data && `${data.gateway.system_id}@${data.gateway.host}:${data.gateway.port}`}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {/* The price list least cost routes read (the routing pages). */}
            <Button
              component={Link}
              to={`/routing/prices/${id}`}
              startIcon={<RequestQuoteOutlined />}
            >
              {t('gatewayHealth.priceList')}
            </Button>
            {back}
          </Box>
        }
      />
      {detail.isPending && <LinearProgress aria-label={t('smsc.loading')} />}
      {detail.isError && (
        <LoadErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <GatewayHealth detail={data} />
          <GatewayAnalyticsCard gatewayId={data.gateway.id} />
        </Box>
      )}
    </>
  );
}
