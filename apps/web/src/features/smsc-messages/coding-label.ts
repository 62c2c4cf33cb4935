import type { TFunction } from 'i18next';
import type { CounterModel } from './text-counter-model';

/** The coding a text goes in; Latin-1 or ASCII on a link that reads data_coding 0 so says it. */
export const codingLabel = (model: Pick<CounterModel, 'coding' | 'dataCoding'>, t: TFunction) =>
  model.dataCoding === 0 && model.coding !== 'gsm7'
    ? t('smsc.counter.asDataCoding0', { coding: t(`smsc.codings.${model.coding}`) })
    : t(`smsc.codings.${model.coding}`);
