import type { billingMessages } from '../en/billing.js';

export const billingMessagesUk: Record<(typeof billingMessages)[number], string> = {
  'Unknown kind': 'Невідомий вид',
  'Price cannot exceed $1000': 'Ціна не може перевищувати $1000',
  'Price cannot be negative': 'Ціна не може бути від’ємною',
  'Price must be a whole number of micro-dollars': 'Ціна має бути цілим числом мікродоларів',
  'Price must be a number': 'Ціна має бути числом',
  'Give each tier once': 'Вкажіть кожен рівень один раз',
  'Give the prices of all 4 tiers': 'Вкажіть ціни всіх 4 рівнів',
  'Amount is too large': 'Сума занадто велика',
  'Amount cannot be zero': 'Сума не може бути нульовою',
  'Amount must be a whole number of micro-dollars': 'Сума має бути цілим числом мікродоларів',
  'Note cannot contain control characters': 'Примітка не може містити керівні символи',
  'Note cannot exceed 200 characters': 'Примітка не може бути довшою за 200 символів',
  'Note is required': 'Вкажіть примітку',
  'Amount is required': 'Вкажіть суму',
  'The amount cannot exceed $1000. Please contact support to issue an invoice':
    'Сума не може перевищувати $1000. Щоб отримати рахунок, зверніться до підтримки',
  'Amount must be greater than or equal to 1': 'Сума має бути не меншою за 1',
  'Choose wayforpay or binance': 'Виберіть wayforpay або binance',
  'Unknown language': 'Невідома мова',
  'Unknown provider': 'Невідомий платіжний сервіс',
  'Amount must be a number': 'Сума має бути числом',
  'Amount must be an integer': 'Сума має бути цілим числом',
  "Can't create the payment, please again later": 'Не вдалося створити платіж, спробуйте пізніше',
};
