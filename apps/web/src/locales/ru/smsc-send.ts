import type { SmscSendStrings } from '../en/smsc-send';
import type { SlavicStrings } from '../plurals';

export const smscSendRu: SlavicStrings<SmscSendStrings> = {
  alphanumeric: {
    allow: 'Отправлять на буквенно-цифровые адреса',
    allowHint:
      'Большинство SMSC их отклоняет (ESME_RINVDSTADR); отмечайте, только если так и задумано',
    warning_one:
      '{{count}} получатель — не номер телефона и уйдёт как буквенно-цифровой адрес (TON 5, NPI 0): {{addresses}}',
    warning_few:
      '{{count}} получателя — не номера телефонов и уйдут как буквенно-цифровые адреса (TON 5, NPI 0): {{addresses}}',
    warning_many:
      '{{count}} получателей — не номера телефонов и уйдут как буквенно-цифровые адреса (TON 5, NPI 0): {{addresses}}',
    warning_other:
      '{{count}} получателя — не номера телефонов и уйдут как буквенно-цифровые адреса (TON 5, NPI 0): {{addresses}}',
  },
  detected: {
    title: 'Уйдёт как',
    source: 'Отправитель',
    destination: 'Получатель',
    gatewaySource: 'по умолчанию шлюза',
    addressType: 'TON {{ton}} {{tonName}} · NPI {{npi}} {{npiName}}',
    chosen: 'как выбрано',
    auto: 'определено',
    othersAlike_one: 'остальной {{count}} получатель так же',
    othersAlike_few: 'остальные {{count}} получателя так же',
    othersAlike_many: 'остальные {{count}} получателей так же',
    othersAlike_other: 'остальные {{count}} получателя так же',
    othersMixed: 'остальные получатели: {{types}}',
    dataCoding: 'data_coding',
    dataCodingValue: '{{hex}} · {{coding}}',
  },
  preview: {
    open: 'Просмотр PDU',
    title: 'Просмотр submit_sm',
    loading: 'Собираем PDU',
    pdu: 'submit_sm {{seq}} из {{total}}',
    forDestination: 'Для {{destination}}',
    othersNote_one:
      'Остальной {{count}} получатель получит такие же PDU со своим destination_addr (и своей ссылкой склейки).',
    othersNote_few:
      'Остальные {{count}} получателя получат такие же PDU, каждый со своим destination_addr (и своей ссылкой склейки).',
    othersNote_many:
      'Остальные {{count}} получателей получат такие же PDU, каждый со своим destination_addr (и своей ссылкой склейки).',
    othersNote_other:
      'Остальные {{count}} получателя получат такие же PDU, каждый со своим destination_addr (и своей ссылкой склейки).',
    sequenceNote:
      'sequence_number здесь нумерует части; сессия присвоит номер каждому PDU при отправке. Ничего не отправляется и не списывается.',
    fields: 'Поля',
    hex: 'Hex',
    close: 'Закрыть',
  },
};
