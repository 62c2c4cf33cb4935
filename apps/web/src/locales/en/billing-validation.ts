/**
 * Messages of the billing and payment contracts (packages/shared) the console can show, keyed
 * by their English text like the rest of the `messages` namespace.
 */
export const billingValidationEn = {
  'Unknown kind': 'Unknown kind',
  'Price cannot exceed $1000': 'Price cannot exceed $1000',
  'Price cannot be negative': 'Price cannot be negative',
  'Price must be a whole number of micro-dollars': 'Price must be a whole number of micro-dollars',
  'Price must be a number': 'Price must be a number',
  'Give each tier once': 'Give each tier once',
  'Give the prices of all 4 tiers': 'Give the prices of all 4 tiers',
  'Amount is too large': 'Amount is too large',
  'Amount cannot be zero': 'Amount cannot be zero',
  'Amount must be a whole number of micro-dollars':
    'Amount must be a whole number of micro-dollars',
  'Note cannot contain control characters': 'Note cannot contain control characters',
  'Note cannot exceed 200 characters': 'Note cannot exceed 200 characters',
  'Note is required': 'Note is required',
  'Amount is required': 'Amount is required',
  'The amount cannot exceed $1000. Please contact support to issue an invoice':
    'The amount cannot exceed $1000. Please contact support to issue an invoice',
  'Amount must be greater than or equal to 1': 'Amount must be greater than or equal to 1',
  'Choose wayforpay or binance': 'Choose wayforpay or binance',
  'Unknown language': 'Unknown language',
  'Unknown provider': 'Unknown provider',
  'Amount must be a number': 'Amount must be a number',
  'Amount must be an integer': 'Amount must be an integer',
};
