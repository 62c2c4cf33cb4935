import type { SmscSendStrings } from '../en/smsc-send';
import type { SlavicStrings } from '../plurals';

export const smscSendUk: SlavicStrings<SmscSendStrings> = {
  alphanumeric: {
    allow: 'Надсилати на буквено-цифрові адреси',
    allowHint: 'Більшість SMSC їх відхиляє (ESME_RINVDSTADR); позначайте, лише якщо так і задумано',
    warning_one:
      '{{count}} одержувач — не номер телефону й піде як буквено-цифрова адреса (TON 5, NPI 0): {{addresses}}',
    warning_few:
      '{{count}} одержувачі — не номери телефонів і підуть як буквено-цифрові адреси (TON 5, NPI 0): {{addresses}}',
    warning_many:
      '{{count}} одержувачів — не номери телефонів і підуть як буквено-цифрові адреси (TON 5, NPI 0): {{addresses}}',
    warning_other:
      '{{count}} одержувача — не номери телефонів і підуть як буквено-цифрові адреси (TON 5, NPI 0): {{addresses}}',
  },
  detected: {
    title: 'Піде як',
    source: 'Відправник',
    destination: 'Одержувач',
    gatewaySource: 'типовий для шлюзу',
    addressType: 'TON {{ton}} {{tonName}} · NPI {{npi}} {{npiName}}',
    chosen: 'як вибрано',
    auto: 'визначено',
    othersAlike_one: 'решта {{count}} одержувач так само',
    othersAlike_few: 'решта {{count}} одержувачі так само',
    othersAlike_many: 'решта {{count}} одержувачів так само',
    othersAlike_other: 'решта {{count}} одержувача так само',
    othersMixed: 'інші одержувачі: {{types}}',
    dataCoding: 'data_coding',
    dataCodingValue: '{{hex}} · {{coding}}',
  },
  preview: {
    open: 'Перегляд PDU',
    title: 'Перегляд submit_sm',
    loading: 'Збираємо PDU',
    pdu: 'submit_sm {{seq}} з {{total}}',
    forDestination: 'Для {{destination}}',
    othersNote_one:
      'Решта {{count}} одержувач отримає такі самі PDU зі своїм destination_addr (і своїм посиланням склеювання).',
    othersNote_few:
      'Решта {{count}} одержувачі отримають такі самі PDU, кожен зі своїм destination_addr (і своїм посиланням склеювання).',
    othersNote_many:
      'Решта {{count}} одержувачів отримають такі самі PDU, кожен зі своїм destination_addr (і своїм посиланням склеювання).',
    othersNote_other:
      'Решта {{count}} одержувача отримають такі самі PDU, кожен зі своїм destination_addr (і своїм посиланням склеювання).',
    sequenceNote:
      'sequence_number тут нумерує частини; сесія призначить номер кожному PDU під час надсилання. Нічого не надсилається й не списується.',
    fields: 'Поля',
    hex: 'Hex',
    close: 'Закрити',
  },
};
