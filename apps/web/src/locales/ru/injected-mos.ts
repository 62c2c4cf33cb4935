import type { injectedMosEn } from '../en/injected-mos';

export const injectedMosRu: typeof injectedMosEn = {
  title: 'MO-сообщения, отправленные этой учётной записи',
  hint: 'Отправлены из «Полученные SMS» → «Отправить MO», с deliver_sm_resp, которым ответил ESME',
  empty: 'Этой учётной записи ещё не отправляли MO-сообщений',
  route: '{{from}} → {{to}}',
  columns: {
    time: 'Время',
    addresses: 'От → кому',
    text: 'Текст',
    answer: 'deliver_sm_resp',
  },
  states: {
    answered: 'Получен ответ',
    pending: 'Ждёт ответа',
    expired: 'Нет ответа',
  },
};
