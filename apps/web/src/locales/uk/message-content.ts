import type { Translation } from '../en/translation';

/** How a message's octets read, shared by Sent SMS and Received SMS. */
export const messageContentUk: Translation['messageContent'] = {
  udh: 'UDH: {{elements}}',
  concatenation: 'складене, {{bits}}-бітне посилання {{reference}}, частина {{seq}} з {{total}}',
  ports:
    '{{bits}}-бітна адресація портів, порт одержувача {{destination}}, порт відправника {{source}}',
  element: 'елемент {{id}}: {{hex}}',
  binaryHex: '8-бітні дані, у hex',
};
