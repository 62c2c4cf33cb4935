/** Send SMS: destination checks, what the server will use, and the PDU preview (issue 36). */
export const smscSendEn = {
  alphanumeric: {
    allow: 'Send to alphanumeric addresses',
    allowHint: 'Most SMSCs refuse them (ESME_RINVDSTADR); tick only when you mean it',
    warning_one:
      '{{count}} destination is not a phone number and goes as alphanumeric (TON 5, NPI 0): {{addresses}}',
    warning_other:
      '{{count}} destinations are not phone numbers and go as alphanumeric (TON 5, NPI 0): {{addresses}}',
  },
  detected: {
    title: 'Sent as',
    source: 'Source',
    destination: 'Destination',
    gatewaySource: 'the gateway’s default',
    addressType: 'TON {{ton}} {{tonName}} · NPI {{npi}} {{npiName}}',
    chosen: 'as chosen',
    auto: 'detected',
    othersAlike_one: 'the other destination alike',
    othersAlike_other: 'the other {{count}} destinations alike',
    othersMixed: 'other destinations: {{types}}',
    dataCoding: 'data_coding',
    dataCodingValue: '{{hex}} · {{coding}}',
  },
  preview: {
    open: 'Preview PDUs',
    title: 'submit_sm preview',
    loading: 'Building the PDUs',
    pdu: 'submit_sm {{seq}} of {{total}}',
    forDestination: 'For {{destination}}',
    othersNote_one:
      'The other destination gets the same PDUs with its own destination_addr (and concatenation reference).',
    othersNote_other:
      'Each of the other {{count}} destinations gets the same PDUs with its own destination_addr (and concatenation reference).',
    sequenceNote:
      'sequence_number here counts the parts; the session numbers each PDU when it writes it. Nothing is sent or charged.',
    fields: 'Fields',
    hex: 'Hex',
    close: 'Close',
  },
};

export type SmscSendStrings = typeof smscSendEn;
