import type { SlavicStrings } from '../plurals';
import type {
  AdjustBalanceStrings,
  AdminPricingStrings,
  CostStrings,
  TiersStrings,
} from '../en/billing-admin';

export const tiersRu: TiersStrings = {
  any: 'Любой',
  vip: 'VIP {{level}}',
};

export const adjustBalanceRu: AdjustBalanceStrings = {
  action: 'Изменить баланс',
  title: 'Изменение баланса',
  current: 'Баланс сейчас: {{balance}}',
  amount: 'Сумма, USD',
  amountHint: 'Со знаком: 2.5 добавляет, -2.5 списывает; до 6 знаков после точки',
  invalidAmount:
    'Введите сумму в USD со знаком и не более 6 знаков после точки, например -2.5 или 0.004',
  note: 'Примечание',
  noteHint: 'Причина: сохраняется в журнале баланса и видна пользователю',
  submit: 'Изменить',
  done: 'Баланс {{email}} теперь {{balance}}',
};

export const adminPricingRu: AdminPricingStrings = {
  title: 'Цены',
  subtitle: 'Сколько платит каждый уровень, в USD',
  columns: {
    tier: 'Уровень',
    sentSegment: 'Сегмент, отправленный через шлюз',
    receivedSegment: 'Сегмент, принятый SMPP-сервером',
    dedicatedIp: 'Выделенный SMPP, за IP на 30 дней',
  },
  priceLabel: '{{tier}}: {{price}}',
  invalidPrice: 'Введите цену в USD, не более 6 знаков после точки, например 0.0015',
  save: 'Сохранить цены',
  saved: 'Цены сохранены',
};

export const costRu: SlavicStrings<CostStrings> = {
  estimate_one: 'Стоимость: {{count}} сегмент × {{price}} = {{total}}',
  estimate_few: 'Стоимость: {{count}} сегмента × {{price}} = {{total}}',
  estimate_many: 'Стоимость: {{count}} сегментов × {{price}} = {{total}}',
  estimate_other: 'Стоимость: {{count}} сегмента × {{price}} = {{total}}',
  column: 'Стоимость',
  topUp: 'Пополнить',
  receivedPrice: 'Каждый сегмент, отправленный вашими аккаунтами, стоит {{price}}',
  refusedForBalance: 'Отклонено из-за баланса: {{count}}',
  refusedForBalanceHint: 'Сообщения, отклонённые из-за недостаточного баланса',
};
