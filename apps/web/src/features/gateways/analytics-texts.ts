import { i18n } from '../../lib/i18n';
import { gatewayAnalyticsEn } from '../../locales/en/gateway-analytics';
import { gatewayAnalyticsRu } from '../../locales/ru/gateway-analytics';
import { gatewayAnalyticsUk } from '../../locales/uk/gateway-analytics';

/**
 * The analytics' texts in every language, added when the gateway page's chunk loads: the first
 * load's English catalog does not grow, and the three together are smaller than a language's
 * chunk request.
 */
export const ANALYTICS_NS = 'gatewayAnalytics';

for (const [language, texts] of Object.entries({
  en: gatewayAnalyticsEn,
  ru: gatewayAnalyticsRu,
  uk: gatewayAnalyticsUk,
})) {
  i18n.addResourceBundle(language, ANALYTICS_NS, texts);
}
