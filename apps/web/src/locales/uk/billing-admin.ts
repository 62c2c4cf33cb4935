import type { SlavicStrings } from '../plurals';
import type {
  AdjustBalanceStrings,
  AdminPricingStrings,
  CostStrings,
  TiersStrings,
} from '../en/billing-admin';

export const tiersUk: TiersStrings = {
  any: 'Будь-який',
  vip: 'VIP {{level}}',
};

export const adjustBalanceUk: AdjustBalanceStrings = {
  action: 'Змінити баланс',
  title: 'Зміна балансу',
  current: 'Баланс зараз: {{balance}}',
  amount: 'Сума, USD',
  amountHint: 'Зі знаком: 2.5 додає, -2.5 списує; до 6 знаків після крапки',
  invalidAmount:
    'Введіть суму в USD зі знаком і не більше 6 знаків після крапки, наприклад -2.5 або 0.004',
  note: 'Примітка',
  noteHint: 'Причина: зберігається в журналі балансу й видна користувачеві',
  submit: 'Змінити',
  done: 'Баланс {{email}} тепер {{balance}}',
};

export const adminPricingUk: AdminPricingStrings = {
  title: 'Ціни',
  subtitle: 'Скільки платить кожен рівень, у USD',
  columns: {
    tier: 'Рівень',
    sentSegment: 'Сегмент, надісланий через шлюз',
    receivedSegment: 'Сегмент, прийнятий SMPP-сервером',
    dedicatedIp: 'Виділений SMPP, за IP на 30 днів',
  },
  priceLabel: '{{tier}}: {{price}}',
  invalidPrice: 'Введіть ціну в USD, не більше 6 знаків після крапки, наприклад 0.0015',
  save: 'Зберегти ціни',
  saved: 'Ціни збережено',
};

export const costUk: SlavicStrings<CostStrings> = {
  estimate_one: 'Вартість: {{count}} сегмент × {{price}} = {{total}}',
  estimate_few: 'Вартість: {{count}} сегменти × {{price}} = {{total}}',
  estimate_many: 'Вартість: {{count}} сегментів × {{price}} = {{total}}',
  estimate_other: 'Вартість: {{count}} сегмента × {{price}} = {{total}}',
  column: 'Вартість',
  topUp: 'Поповнити',
  receivedPrice: 'Кожен сегмент, надісланий вашими акаунтами, коштує {{price}}',
  refusedForBalance: 'Відхилено через баланс: {{count}}',
  refusedForBalanceHint: 'Повідомлення, відхилені через недостатній баланс',
};
