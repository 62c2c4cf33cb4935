import type { PduLogsStrings } from '../en/pdu-logs';

export const pduLogsUk: PduLogsStrings = {
  title: { smsc: 'Журнали SMPP-клієнта', esme: 'Журнали SMPP-сервера' },
  subtitle: {
    smsc: 'Усі PDU, якими обмінялися ваші підключення до SMSC',
    esme: 'Усі PDU, якими обмінялися ваші облікові записи ESME',
  },
  loading: 'Завантаження',
  backlog:
    'Журнал відстає (PDU у черзі на запис: {{pending}}). SMPP-сесії призупинено, доки не буде записано половину з них.',
  notLogged:
    '{{dropped}} PDU не записано до журналу від запуску сервера: вони надійшли, коли журнал відставав надто сильно, щоб їх зберегти.',
  session: 'Сесія {{id}}',
  columns: {
    time: 'Час',
    command: 'Команда',
    status: 'Статус',
    sequence: 'Номер',
    messageId: 'ID повідомлення',
    length: 'Довжина',
  },
  direction: { in: 'Отримано', out: 'Надіслано' },
  filters: {
    any: {
      connection: { smsc: 'Будь-який', esme: 'Будь-який' },
      command: 'Будь-яка',
      direction: 'Будь-який',
    },
    connection: { smsc: 'Шлюз', esme: 'Обліковий запис ESME' },
    command: 'Команда',
    status: 'Статус команди',
    direction: 'Напрямок',
    from: 'З',
    to: 'По',
    messageId: 'ID повідомлення',
    sequence: 'Порядковий номер',
    statusHint: "Ім'я на кшталт ESME_RTHROTTLED, десяткове число або hex з префіксом 0x",
    numberHint: 'Десяткове число або hex з префіксом 0x',
    reset: 'Скинути фільтри',
    droppedConnection: {
      smsc: 'Шлюз №{{id}} не знайдено, тому показано журнал усіх шлюзів.',
      esme: 'Обліковий запис ESME №{{id}} не знайдено, тому показано журнал усіх облікових записів.',
    },
  },
  detail: {
    title: 'PDU',
    fields: 'Поля',
    hexDump: 'Шістнадцятковий дамп',
    sequence: 'Номер {{value}}',
    length: '{{value}} байт',
    close: 'Закрити',
    unmatchedReceipt: 'Звіт не підійшов до жодного надісланого повідомлення',
  },
  download: {
    button: 'Завантажити',
    started: 'Завантаження {{format}} розпочато',
    csv: 'CSV',
    csvHint: 'Один PDU у рядку, для таблиць',
    json: 'JSON',
    jsonHint: 'Розібрані поля та сирі байти',
    pcap: 'PCAP',
    pcapHint: 'Відкривається у Wireshark і tshark',
  },
};
