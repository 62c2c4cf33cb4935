import { answerExample, requestExample } from '../common/example.js';
import { loadTestProgressSchema } from '../events/schemas.js';
import { injectedMoListSchema, injectedMoSchema, type InjectedMo } from './injected-mo.js';
import {
  loadTestHeadlineSchema,
  loadTestSummarySchema,
  type LoadTestHeadline,
} from './load-test-summary.js';
import { smscPreviewSchema } from './preview.js';
import {
  esmeMessageDetailSchema,
  esmeMessageSchema,
  esmeMoCreateSchema,
  esmeReportCreateSchema,
  messageCreateResultSchema,
  messageDetailSchema,
  messageSchema,
  moResultSchema,
  reportResultSchema,
  smscMessageCreateSchema,
  type EsmeMessage,
  type Message,
  type MessagePart,
} from './schemas.js';

const TEXT = 'Your RouteLab code is 4821';

/** A finished 1,000-message load test: 12 refused with ESME_RTHROTTLED, 9 undelivered. */
const LOAD_TEST: LoadTestHeadline = {
  id: '6f0d2c4e-8b1a-4f3e-9c7d-2a5b8e1f0c93',
  gateway_id: 1,
  started_at: '2026-12-02T12:00:00.412Z',
  total: 1000,
  done: true,
  stopped: false,
  duration_ms: 21_784,
  messages_per_second: 49.6,
  outcomes: { delivered: 975, not_delivered: 9, failed: 12, no_answer: 4 },
};
const TEXT_HEX = '596f757220526f7574654c616220636f64652069732034383231';
const DLR_TEXT =
  'id:5f1c2a9e sub:001 dlvrd:001 submit date:2612021215 done date:2612021215 stat:DELIVRD ' +
  'err:000 text:Your RouteLab code i';

/** A one-part OTP sent through gateway 1 to a Ukrainian mobile, delivered. */
const SENT: Message = {
  id: 48213,
  direction: 'mt',
  gateway_id: 1,
  client_id: null,
  source_addr: 'RouteLab',
  source_addr_ton: 5,
  source_addr_npi: 0,
  destination_addr: '380501234567',
  dest_addr_ton: 1,
  dest_addr_npi: 1,
  text: TEXT,
  data_coding: 0,
  esm_class: 0,
  registered_delivery: 1,
  parts: 1,
  message_id: '5f1c2a9e',
  status: 'delivered',
  command_status: 0,
  error: null,
  dlr_text: DLR_TEXT,
  created_at: '2026-12-02T12:15:04.214Z',
  submitted_at: '2026-12-02T12:15:04.267Z',
  done_at: '2026-12-02T12:15:06.329Z',
  cost_micros: 2000,
};

const SENT_PART: MessagePart = {
  seq: 1,
  message_id: '5f1c2a9e',
  command_status: 0,
  status: 'delivered',
  submitted_at: '2026-12-02T12:15:04.267Z',
  responded_at: '2026-12-02T12:15:04.285Z',
  done_at: '2026-12-02T12:15:06.329Z',
  dlr_text: DLR_TEXT,
  short_message_hex: TEXT_HEX,
  udh: null,
};

/** The same text received from ESME account 3 (our message id: the part's row id). */
const RECEIVED: EsmeMessage = {
  ...SENT,
  id: 90871,
  direction: 'esme',
  gateway_id: null,
  client_id: 3,
  message_id: '90871',
  status: 'delivered',
  dlr_text: DLR_TEXT.replace('5f1c2a9e', '90871'),
  scheduled_at: null,
  valid_until: '2026-12-03T12:15:04.000Z',
  replaced_by: null,
};

const INJECTED_MO: InjectedMo = {
  id: 517,
  time: '2026-12-02T12:20:11.093Z',
  session_id: '3-mx68gzr3-2',
  sequence_number: 14,
  source_addr: '4915112345678',
  destination_addr: '7001',
  text: 'STOP',
  state: 'answered',
  command_status: 0,
  command_status_name: 'ESME_ROK',
  response_id: 518,
  answered_at: '2026-12-02T12:20:11.131Z',
};

export function registerMessageExamples(): void {
  requestExample(smscMessageCreateSchema, {
    gateway: 1,
    source_addr: 'RouteLab',
    source_addr_ton: 5,
    source_addr_npi: 0,
    destinations: ['380501234567', '4915112345678'],
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    text: TEXT,
    coding: 'auto',
    registered_delivery: 1,
    validity_period: '000001000000000R',
    schedule_delivery_time: '',
  });
  answerExample(messageCreateResultSchema, { ids: [48213, 48214], load_test_id: null });
  answerExample(messageSchema, SENT);
  answerExample(messageDetailSchema, {
    ...SENT,
    part_list: [SENT_PART],
    tlvs: [],
    send_options: {
      protocol_id: 0,
      priority_flag: 0,
      validity_period: '000001000000000R',
      schedule_delivery_time: '',
      packed: false,
      udh: false,
    },
  });
  answerExample(esmeMessageSchema, RECEIVED);
  answerExample(esmeMessageDetailSchema, {
    ...RECEIVED,
    part_list: [{ ...SENT_PART, message_id: '90871', dlr_text: RECEIVED.dlr_text }],
    tlvs: [{ tag: 0x1403, name: null, value: '3235353031' }],
  });
  requestExample(esmeReportCreateSchema, { message: 90871, status: 'delivered', error_code: 0 });
  answerExample(reportResultSchema, { message: 90871, reports: 1, sent_now: true });
  requestExample(esmeMoCreateSchema, {
    client: 3,
    source_addr: '4915112345678',
    source_addr_ton: 1,
    source_addr_npi: 1,
    destination_addr: '7001',
    dest_addr_ton: 3,
    dest_addr_npi: 0,
    text: 'STOP',
    coding: 'auto',
  });
  answerExample(moResultSchema, { parts: 1, statuses: [0] });
  // The submit_sm of each part, shown for the first destination.
  answerExample(smscPreviewSchema, {
    destinations: 2,
    pdus: [
      {
        seq: 1,
        hex:
          '0000005f000000040000000000000001000500526f7574654c616200010133383035303132333435' +
          '363700000000003030303030313030303030303030305200010000001a' +
          TEXT_HEX,
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
          { name: 'short_message', value: TEXT_HEX },
          { name: 'short_message_text', value: TEXT },
        ],
        udh: null,
      },
    ],
  });
  answerExample(injectedMoSchema, INJECTED_MO);
  answerExample(injectedMoListSchema, { count: 1, results: [INJECTED_MO] });
  answerExample(loadTestHeadlineSchema, LOAD_TEST);
  answerExample(loadTestSummarySchema, {
    ...LOAD_TEST,
    submit_latency_ms: { p50: 18, p95: 41, p99: 77, samples: 988 },
    receipt_latency_ms: { p50: 1_240, p95: 3_910, p99: 8_020, samples: 984 },
    failures: [{ command_status: 0x58, command_status_name: 'ESME_RTHROTTLED', count: 12 }],
  });
  answerExample(loadTestProgressSchema, {
    id: '6f0d2c4e-8b1a-4f3e-9c7d-2a5b8e1f0c93',
    gateway_id: 1,
    total: 1000,
    created: 1000,
    submitted: 640,
    acknowledged: 632,
    failed: 3,
    delivered: 590,
    not_delivered: 12,
    per_second: [
      { t: 0, sent: 100, acknowledged: 98, delivered: 80, latency_p50_ms: 21, latency_p99_ms: 64 },
      { t: 1, sent: 100, acknowledged: 100, delivered: 97, latency_p50_ms: 19, latency_p99_ms: 58 },
    ],
    done: false,
    stopped: false,
  });
}
