import type { SmscPartErrorMessages } from '../en/smsc-part-errors';

export const smscPartErrorsUk: SmscPartErrorMessages = {
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.':
    'Перервано перезапуском сервера, коли повідомлення вже могло дійти до SMSC; не надіслано повторно, щоб уникнути дубліката.',
};
