import type { PduLogsStrings } from '../en/pdu-logs';

export const pduLogsRu: PduLogsStrings = {
  title: { smsc: 'Журналы SMPP-клиента', esme: 'Журналы SMPP-сервера' },
  subtitle: {
    smsc: 'Все PDU, которыми обменялись ваши подключения к SMSC',
    esme: 'Все PDU, которыми обменялись ваши учётные записи ESME',
  },
  loading: 'Загрузка',
  backlog:
    'Журнал отстаёт (PDU в очереди на запись: {{pending}}). SMPP-сессии приостановлены, пока не будет записана половина из них.',
  notLogged:
    '{{dropped}} PDU не записано в журнал с запуска сервера: они пришли, когда журнал отставал слишком сильно, чтобы их сохранить.',
  session: 'Сессия {{id}}',
  columns: {
    time: 'Время',
    command: 'Команда',
    status: 'Статус',
    sequence: 'Номер',
    messageId: 'ID сообщения',
    length: 'Длина',
  },
  direction: { in: 'Получено', out: 'Отправлено' },
  filters: {
    any: { connection: { smsc: 'Любой', esme: 'Любая' }, command: 'Любая', direction: 'Любое' },
    connection: { smsc: 'Шлюз', esme: 'Учётная запись ESME' },
    command: 'Команда',
    status: 'Статус команды',
    direction: 'Направление',
    from: 'С',
    to: 'По',
    messageId: 'ID сообщения',
    sequence: 'Порядковый номер',
    statusHint: 'Имя вроде ESME_RTHROTTLED, десятичное число или hex с префиксом 0x',
    numberHint: 'Десятичное число или hex с префиксом 0x',
    reset: 'Сбросить фильтры',
    droppedConnection: {
      smsc: 'Шлюз №{{id}} не найден, поэтому показан журнал всех шлюзов.',
      esme: 'Учётная запись ESME №{{id}} не найдена, поэтому показан журнал всех учётных записей.',
    },
  },
  detail: {
    title: 'PDU',
    fields: 'Поля',
    hexDump: 'Шестнадцатеричный дамп',
    sequence: 'Номер {{value}}',
    length: '{{value}} байт',
    close: 'Закрыть',
    unmatchedReceipt: 'Отчёт не подошёл ни к одному отправленному сообщению',
  },
  download: {
    button: 'Скачать',
    started: 'Загрузка {{format}} началась',
    csv: 'CSV',
    csvHint: 'Один PDU в строке, для таблиц',
    json: 'JSON',
    jsonHint: 'Разобранные поля и исходные байты',
    pcap: 'PCAP',
    pcapHint: 'Открывается в Wireshark и tshark',
  },
};
