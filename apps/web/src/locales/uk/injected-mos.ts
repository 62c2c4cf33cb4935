import type { injectedMosEn } from '../en/injected-mos';

export const injectedMosUk: typeof injectedMosEn = {
  title: 'MO-повідомлення, надіслані цьому обліковому запису',
  hint: 'Надіслані з «Отримані SMS» → «Надіслати MO», з deliver_sm_resp, яким відповів ESME',
  empty: 'Цьому обліковому запису ще не надсилали MO-повідомлень',
  route: '{{from}} → {{to}}',
  columns: {
    time: 'Час',
    addresses: 'Від → кому',
    text: 'Текст',
    answer: 'deliver_sm_resp',
  },
  states: {
    answered: 'Отримано відповідь',
    pending: 'Чекає на відповідь',
    expired: 'Немає відповіді',
  },
};
