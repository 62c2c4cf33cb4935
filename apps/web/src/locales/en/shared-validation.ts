/**
 * Messages of the ESME account, paging, message list and PDU log contracts (packages/shared)
 * that smsc-validation does not cover, keyed by their English text like the rest of `messages`.
 */
export const sharedValidationEn = {
  'Weight must be a number': 'Weight must be a number',
  'Weight must be an integer': 'Weight must be an integer',
  'Weight cannot be negative': 'Weight cannot be negative',
  'Weight cannot exceed 100': 'Weight cannot exceed 100',
  'Delay must be a number': 'Delay must be a number',
  'Delay must be whole milliseconds': 'Delay must be whole milliseconds',
  'Delay cannot be negative': 'Delay cannot be negative',
  'Delay cannot exceed one day': 'Delay cannot exceed one day',
  'Delivery report mode must be off or auto': 'Delivery report mode must be off or auto',
  'Maximum delay must be at least the minimum delay':
    'Maximum delay must be at least the minimum delay',
  'Weights must be an object of the outcomes delivered, undeliverable, expired, rejected, accepted, unknown and deleted':
    'Weights must be an object of the outcomes delivered, undeliverable, expired, rejected, accepted, unknown and deleted',
  'At least one outcome needs a weight above 0': 'At least one outcome needs a weight above 0',
  'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24':
    'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24',
  'At most 100 addresses': 'At most 100 addresses',
  'Maximum binds must be a number': 'Maximum binds must be a number',
  'Maximum binds must be an integer': 'Maximum binds must be an integer',
  'Maximum binds must be at least 1': 'Maximum binds must be at least 1',
  'Maximum binds cannot exceed 100': 'Maximum binds cannot exceed 100',
  'Throughput limit cannot exceed 100000 msg/s': 'Throughput limit cannot exceed 100000 msg/s',
  'Page must be an integer': 'Page must be an integer',
  'Page starts at 1': 'Page starts at 1',
  'Page size must be an integer': 'Page size must be an integer',
  'Page size must be at least 1': 'Page size must be at least 1',
  'Page size cannot exceed 1000': 'Page size cannot exceed 1000',
  'Page size cannot exceed 100': 'Page size cannot exceed 100',
  'Use a status name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex':
    'Use a status name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex',
  'Use a decimal number or 0x-prefixed hex': 'Use a decimal number or 0x-prefixed hex',
  'Unknown command': 'Unknown command',
  'Direction must be in or out': 'Direction must be in or out',
  'Use an ISO 8601 date-time': 'Use an ISO 8601 date-time',
  'Message id is too long': 'Message id is too long',
  'Format must be csv, json or pcap': 'Format must be csv, json or pcap',
  'Unknown status': 'Unknown status',
  'Unknown direction': 'Unknown direction',
  'Search is too long': 'Search is too long',
  'Unknown ordering': 'Unknown ordering',
  'Choose a message': 'Choose a message',
  'Choose a receipt status': 'Choose a receipt status',
  'Error code must be a number': 'Error code must be a number',
  'Error code must be an integer': 'Error code must be an integer',
  'Error code must be between 0 and 999': 'Error code must be between 0 and 999',
  'Choose an account': 'Choose an account',
  'Text is required': 'Text is required',
  'Password cannot consist only of spaces': 'Password cannot consist only of spaces',
};

export type SharedValidationMessages = Record<keyof typeof sharedValidationEn, string>;
