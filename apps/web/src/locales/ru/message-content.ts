import type { Translation } from '../en/translation';

/** How a message's octets read, shared by Sent SMS and Received SMS. */
export const messageContentRu: Translation['messageContent'] = {
  udh: 'UDH: {{elements}}',
  concatenation: 'составное, {{bits}}-битная ссылка {{reference}}, часть {{seq}} из {{total}}',
  ports:
    '{{bits}}-битная адресация портов, порт получателя {{destination}}, порт отправителя {{source}}',
  element: 'элемент {{id}}: {{hex}}',
  binaryHex: '8-битные данные, в hex',
};
