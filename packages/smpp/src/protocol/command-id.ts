/** SMPP command_id values: every SMPP 3.4 PDU plus the SMPP 5.0 broadcast_sm family. */
export const CommandId = {
  generic_nack: 0x80000000,
  bind_receiver: 0x00000001,
  bind_receiver_resp: 0x80000001,
  bind_transmitter: 0x00000002,
  bind_transmitter_resp: 0x80000002,
  query_sm: 0x00000003,
  query_sm_resp: 0x80000003,
  submit_sm: 0x00000004,
  submit_sm_resp: 0x80000004,
  deliver_sm: 0x00000005,
  deliver_sm_resp: 0x80000005,
  unbind: 0x00000006,
  unbind_resp: 0x80000006,
  replace_sm: 0x00000007,
  replace_sm_resp: 0x80000007,
  cancel_sm: 0x00000008,
  cancel_sm_resp: 0x80000008,
  bind_transceiver: 0x00000009,
  bind_transceiver_resp: 0x80000009,
  outbind: 0x0000000b,
  enquire_link: 0x00000015,
  enquire_link_resp: 0x80000015,
  submit_multi: 0x00000021,
  submit_multi_resp: 0x80000021,
  alert_notification: 0x00000102,
  data_sm: 0x00000103,
  data_sm_resp: 0x80000103,
  broadcast_sm: 0x00000111,
  broadcast_sm_resp: 0x80000111,
  query_broadcast_sm: 0x00000112,
  query_broadcast_sm_resp: 0x80000112,
  cancel_broadcast_sm: 0x00000113,
  cancel_broadcast_sm_resp: 0x80000113,
} as const;

export type CommandName = keyof typeof CommandId;
export type ResponseCommandName = Extract<CommandName, `${string}_resp` | 'generic_nack'>;
export type RequestCommandName = Exclude<CommandName, ResponseCommandName>;
/** The response a request is answered with (never for outbind and alert_notification). */
export type ResponseNameFor<K extends RequestCommandName> = `${K}_resp` extends CommandName
  ? `${K}_resp`
  : never;

const RESPONSE_BIT = 0x80000000;

const namesById = new Map<number, CommandName>(
  (Object.keys(CommandId) as CommandName[]).map((name) => [CommandId[name], name]),
);

/** The command name for a command_id, or undefined when SMPP defines no such command. */
export function commandName(commandId: number): CommandName | undefined {
  return namesById.get(commandId);
}

/** True for command ids with the response bit set (generic_nack included). */
export function isResponse(commandId: number): boolean {
  return (commandId & RESPONSE_BIT) !== 0;
}

/** Request command_id -> the command_id of its response, for requests that have one. */
const responseIds = new Map<number, number>(
  [...namesById.keys()]
    .filter((id) => !isResponse(id) && namesById.has((id | RESPONSE_BIT) >>> 0))
    .map((id) => [id, (id | RESPONSE_BIT) >>> 0]),
);

/**
 * The command_id that answers a request, or undefined when the request has no response
 * (outbind, alert_notification), is itself a response, or is unknown.
 */
export function responseIdFor(commandId: number): number | undefined {
  return responseIds.get(commandId);
}

const requestIds = new Map<number, number>(
  [...responseIds].map(([request, response]) => [response, request]),
);

/**
 * The command_id a PDU pairs with: a request's response, a response's request; undefined for
 * generic_nack, outbind, alert_notification and unknown ids, which pair with nothing.
 */
export function partnerIdFor(commandId: number): number | undefined {
  return responseIds.get(commandId) ?? requestIds.get(commandId);
}
