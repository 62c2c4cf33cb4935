import { useTranslation } from 'react-i18next';
import { eventLabelKey } from '../webhook-owner';

/** An event's human name, with its code on hover; an unknown event shows its code. */
export function EventLabel({ event }: { event: string }) {
  const { t } = useTranslation();
  const key = eventLabelKey(event);
  return <span title={event}>{key ? t(key) : event}</span>;
}
