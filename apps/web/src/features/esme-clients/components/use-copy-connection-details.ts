import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { connectionDetailsText, type ConnectionDetails } from '../lib/connection-details';

/**
 * Copies what an ESME needs to bind (host is the console's own) and says what was copied: the
 * password only when it is known, i.e. just typed or generated in this browser.
 */
export function useCopyConnectionDetails() {
  const { t } = useTranslation();
  return async (details: Omit<ConnectionDetails, 'host'>) => {
    const text = connectionDetailsText(
      { ...details, host: window.location.hostname },
      {
        host: t('esme.connection.host'),
        port: t('esme.connection.port'),
        systemId: t('esme.connection.systemId'),
        password: t('esme.connection.password'),
      },
    );
    try {
      await navigator.clipboard.writeText(text);
      if (details.password) notify.success(t('esme.connection.copied'));
      else notify.info(t('esme.connection.copiedWithoutPassword'));
    } catch {
      notify.error(t('esme.connection.copyFailed'));
    }
  };
}
