import { answerExample } from '../common/example.js';
import { logBacklogSchema, pduLogListSchema, pduLogSchema, type PduLog } from './schemas.js';

/** A submit_sm to +380501234567 as a gateway's session logged it; a list's row of it. */
const SUBMIT_SM_ROW: PduLog = {
  id: 3,
  time: '2026-12-02T12:15:04.261Z',
  side: 'smsc',
  connection_id: 1,
  session_id: '1-mx68gzr3-1',
  direction: 'out',
  command_id: 4,
  command: 'submit_sm',
  command_status: 0,
  command_status_name: 'ESME_ROK',
  sequence_number: 2,
  message_id: null,
  length: 95,
};

/** The same, decoded, as GET …/{id}/ gives it. */
const SUBMIT_SM_LOG: PduLog = {
  ...SUBMIT_SM_ROW,
  fields: [
    { name: 'service_type', value: '' },
    { name: 'source_addr_ton', value: '5 (0x05)' },
    { name: 'source_addr_npi', value: '0 (0x00)' },
    { name: 'source_addr', value: 'RouteLab' },
    { name: 'dest_addr_ton', value: '1 (0x01)' },
    { name: 'dest_addr_npi', value: '1 (0x01)' },
    { name: 'destination_addr', value: '380501234567' },
    { name: 'esm_class', value: '0 (0x00)' },
    { name: 'protocol_id', value: '0 (0x00)' },
    { name: 'priority_flag', value: '0 (0x00)' },
    { name: 'schedule_delivery_time', value: '' },
    { name: 'validity_period', value: '000001000000000R' },
    { name: 'registered_delivery', value: '1 (0x01)' },
    { name: 'replace_if_present_flag', value: '0 (0x00)' },
    { name: 'data_coding', value: '0 (0x00)' },
    { name: 'sm_default_msg_id', value: '0 (0x00)' },
    { name: 'short_message', value: '596f757220526f7574654c616220636f64652069732034383231' },
    { name: 'short_message_text', value: 'Your RouteLab code is 4821' },
  ],
  hex:
    '0000005f000000040000000000000002000500526f7574654c61620001013338303530313233343536370000' +
    '0000003030303030313030303030303030305200010000001a596f757220526f7574654c616220636f646520' +
    '69732034383231',
};

/** Its answer, as a list shows it. */
const SUBMIT_SM_RESP_ROW: PduLog = {
  id: 4,
  time: '2026-12-02T12:15:04.284Z',
  side: 'smsc',
  connection_id: 1,
  session_id: '1-mx68gzr3-1',
  direction: 'in',
  command_id: 0x80000004,
  command: 'submit_sm_resp',
  command_status: 0,
  command_status_name: 'ESME_ROK',
  sequence_number: 2,
  message_id: '5f1c2a9e',
  length: 25,
};

export function registerLogExamples(): void {
  answerExample(pduLogSchema, SUBMIT_SM_LOG);
  answerExample(pduLogListSchema, {
    count: 2,
    results: [SUBMIT_SM_RESP_ROW, SUBMIT_SM_ROW],
  });
  answerExample(logBacklogSchema, { pending: 0, paused: false, dropped: 0 });
}
