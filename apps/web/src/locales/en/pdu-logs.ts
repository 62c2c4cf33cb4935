/** English strings of the PDU log pages (both sides); ru and uk mirror these keys. */
export const pduLogsEn = {
  title: { smsc: 'SMPP-Client logs', esme: 'SMPP-Server logs' },
  subtitle: {
    smsc: 'Every PDU exchanged with your SMSC connections',
    esme: 'Every PDU exchanged with your ESME accounts',
  },
  loading: 'Loading',
  backlog:
    'The log is catching up (PDUs waiting to be stored: {{pending}}). SMPP sessions are paused until half of them are stored.',
  notLogged:
    '{{dropped}} PDUs not logged since the server started: they came while the log was too far behind to keep them.',
  session: 'Session {{id}}',
  columns: {
    time: 'Time',
    command: 'Command',
    status: 'Status',
    sequence: 'Sequence',
    messageId: 'Message ID',
    length: 'Length',
  },
  direction: { in: 'Received', out: 'Sent' },
  filters: {
    // One per filter: ru and uk agree the word with the filter's gender.
    any: { connection: { smsc: 'Any', esme: 'Any' }, command: 'Any', direction: 'Any' },
    connection: { smsc: 'Gateway', esme: 'ESME account' },
    command: 'Command',
    status: 'Command status',
    direction: 'Direction',
    from: 'From',
    to: 'To',
    messageId: 'Message ID',
    sequence: 'Sequence number',
    search: 'Search',
    searchHint: 'Addresses, message text or message ID, in any case',
    session: 'Session',
    statusHint: 'A name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex',
    numberHint: 'A decimal number or 0x-prefixed hex',
    reset: 'Clear filters',
    droppedConnection: {
      smsc: 'Gateway #{{id}} was not found, so the log of all gateways is shown.',
      esme: 'ESME account #{{id}} was not found, so the log of all accounts is shown.',
    },
  },
  live: {
    label: 'Live tail',
    on: 'New PDUs appear as they are logged',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused: the list stays as it is',
    waiting: 'Paused. New PDUs were logged since: Resume shows them',
  },
  detail: {
    title: 'PDU',
    fields: 'Fields',
    hexDump: 'Hex dump',
    sequence: 'Sequence {{value}}',
    length: '{{value}} bytes',
    close: 'Close',
    unmatchedReceipt: 'Receipt matched no sent message',
    response: 'Go to response',
    request: 'Go to request',
    noResponse: 'No response logged (yet)',
    noRequest: 'Its request is not in the log',
    session: 'This session only',
  },
  download: {
    button: 'Download',
    started: '{{format}} download started',
    csv: 'CSV',
    csvHint: 'One PDU a row, for spreadsheets',
    json: 'JSON',
    jsonHint: 'Decoded fields and raw bytes',
    pcap: 'PCAP',
    pcapHint: 'Opens in Wireshark and tshark',
  },
};

export type PduLogsStrings = typeof pduLogsEn;
