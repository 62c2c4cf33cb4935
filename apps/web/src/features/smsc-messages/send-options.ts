import type { MessageDetail } from '@routelab/shared';
import { describeDataCoding } from '@routelab/smpp/encoding';
import type { TFunction } from 'i18next';
import { hex8 } from '../../lib/hex-dump';

/**
 * What a sent message went out with beyond the defaults (message class, protocol_id, priority,
 * validity, schedule, packing, its own UDH); empty when it used none of them.
 */
export function sendOptionLabels(message: MessageDetail, t: TFunction): string[] {
  const labels: string[] = [];
  const messageClass = describeDataCoding(message.data_coding).messageClass;
  if (messageClass === 0) labels.push(t('smsc.detail.flash'));
  else if (messageClass !== undefined) {
    labels.push(t('smsc.detail.messageClass', { value: messageClass }));
  }
  const options = message.send_options;
  if (!options) return labels;
  if (options.protocol_id !== 0) labels.push(`protocol_id ${hex8(options.protocol_id)}`);
  if (options.priority_flag !== 0) labels.push(`priority_flag ${options.priority_flag}`);
  if (options.validity_period) labels.push(`validity_period ${options.validity_period}`);
  if (options.schedule_delivery_time) {
    labels.push(`schedule_delivery_time ${options.schedule_delivery_time}`);
  }
  if (options.packed) labels.push(t('smsc.detail.packed'));
  if (options.udh) labels.push(t('smsc.detail.ownUdh'));
  return labels;
}
