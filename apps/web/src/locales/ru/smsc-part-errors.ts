import type { SmscPartErrorMessages } from '../en/smsc-part-errors';

export const smscPartErrorsRu: SmscPartErrorMessages = {
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.':
    'Прервано перезапуском сервера, когда сообщение уже могло дойти до SMSC; не отправлено повторно, чтобы не было дубликата.',
};
