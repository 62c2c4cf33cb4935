import type { billingMessages } from '../en/billing.js';

export const billingMessagesRu: Record<(typeof billingMessages)[number], string> = {
  'Unknown kind': 'Неизвестный вид',
  'Price cannot exceed $1000': 'Цена не может превышать $1000',
  'Price cannot be negative': 'Цена не может быть отрицательной',
  'Price must be a whole number of micro-dollars': 'Цена должна быть целым числом микродолларов',
  'Price must be a number': 'Цена должна быть числом',
  'Give each tier once': 'Укажите каждый уровень один раз',
  'Give the prices of all 4 tiers': 'Укажите цены всех 4 уровней',
  'Amount is too large': 'Сумма слишком велика',
  'Amount cannot be zero': 'Сумма не может быть нулевой',
  'Amount must be a whole number of micro-dollars': 'Сумма должна быть целым числом микродолларов',
  'Note cannot contain control characters': 'Примечание не может содержать управляющие символы',
  'Note cannot exceed 200 characters': 'Примечание не может быть длиннее 200 символов',
  'Note is required': 'Укажите примечание',
  'Amount is required': 'Укажите сумму',
  'The amount cannot exceed $1000. Please contact support to issue an invoice':
    'Сумма не может превышать $1000. Чтобы получить счёт, обратитесь в поддержку',
  'Amount must be greater than or equal to 1': 'Сумма должна быть не меньше 1',
  'Choose wayforpay or binance': 'Выберите wayforpay или binance',
  'Unknown language': 'Неизвестный язык',
  'Unknown provider': 'Неизвестный платёжный сервис',
  'Amount must be a number': 'Сумма должна быть числом',
  'Amount must be an integer': 'Сумма должна быть целым числом',
  "Can't create the payment, please again later": 'Не удалось создать платёж, попробуйте позже',
};
