/** Session states of SMPP 3.4 section 2.2 (UNBOUND: an unbind is under way). */
export type BindState = 'OPEN' | 'BOUND_TX' | 'BOUND_RX' | 'BOUND_TRX' | 'UNBOUND' | 'CLOSED';

/** Which end of the session we are: the ESME binds, the SMSC (message centre) accepts binds. */
export type SessionRole = 'esme' | 'smsc';

export type BindType = 'transmitter' | 'receiver' | 'transceiver';

export const BIND_COMMANDS = {
  transmitter: 'bind_transmitter',
  receiver: 'bind_receiver',
  transceiver: 'bind_transceiver',
} as const satisfies Record<BindType, string>;

export type BindCommand = (typeof BIND_COMMANDS)[BindType];

const BOUND_STATE: Record<BindType, BindState> = {
  transmitter: 'BOUND_TX',
  receiver: 'BOUND_RX',
  transceiver: 'BOUND_TRX',
};

const OPEN: readonly BindState[] = ['OPEN'];
const BOUND: readonly BindState[] = ['BOUND_TX', 'BOUND_RX', 'BOUND_TRX'];
const TRANSMITTING: readonly BindState[] = ['BOUND_TX', 'BOUND_TRX'];
const RECEIVING: readonly BindState[] = ['BOUND_RX', 'BOUND_TRX'];
const NEVER: readonly BindState[] = [];

/** For each request command, the states in which the ESME and the SMSC may send it. */
const SEND_RULES: Record<string, Record<SessionRole, readonly BindState[]>> = {
  bind_transmitter: { esme: OPEN, smsc: NEVER },
  bind_receiver: { esme: OPEN, smsc: NEVER },
  bind_transceiver: { esme: OPEN, smsc: NEVER },
  outbind: { esme: NEVER, smsc: OPEN },
  unbind: { esme: BOUND, smsc: BOUND },
  submit_sm: { esme: TRANSMITTING, smsc: NEVER },
  submit_multi: { esme: TRANSMITTING, smsc: NEVER },
  query_sm: { esme: TRANSMITTING, smsc: NEVER },
  cancel_sm: { esme: TRANSMITTING, smsc: NEVER },
  replace_sm: { esme: TRANSMITTING, smsc: NEVER },
  broadcast_sm: { esme: TRANSMITTING, smsc: NEVER },
  query_broadcast_sm: { esme: TRANSMITTING, smsc: NEVER },
  cancel_broadcast_sm: { esme: TRANSMITTING, smsc: NEVER },
  deliver_sm: { esme: NEVER, smsc: RECEIVING },
  alert_notification: { esme: NEVER, smsc: RECEIVING },
  data_sm: { esme: TRANSMITTING, smsc: RECEIVING },
  // SMPP 3.4 lists enquire_link for bound states only; 5.0 also allows it while OPEN, and
  // answering it there costs nothing and keeps lenient peers alive.
  enquire_link: { esme: [...OPEN, ...BOUND], smsc: [...OPEN, ...BOUND] },
};

export const peerOf = (role: SessionRole): SessionRole => (role === 'esme' ? 'smsc' : 'esme');

/** May `role` send the request `command` while the session is in `state`? */
export function maySend(role: SessionRole, state: BindState, command: string): boolean {
  return SEND_RULES[command]?.[role].includes(state) ?? false;
}

/** May we (`role`) accept the request `command` from the peer while in `state`? */
export function mayReceive(role: SessionRole, state: BindState, command: string): boolean {
  return maySend(peerOf(role), state, command);
}

export function isBindCommand(command: string): command is BindCommand {
  return (
    command === 'bind_transmitter' || command === 'bind_receiver' || command === 'bind_transceiver'
  );
}

export function bindTypeOf(command: BindCommand): BindType {
  if (command === 'bind_transmitter') return 'transmitter';
  return command === 'bind_receiver' ? 'receiver' : 'transceiver';
}

export function boundStateOf(bindType: BindType): BindState {
  return BOUND_STATE[bindType];
}

export function isBound(state: BindState): boolean {
  return BOUND.includes(state);
}

/**
 * The command_status that refuses a request the state does not allow: a second bind on a bound
 * session is ESME_RALYBND, anything else ESME_RINVBNDSTS.
 */
export function stateRefusal(
  state: BindState,
  command: string,
): 'ESME_RALYBND' | 'ESME_RINVBNDSTS' {
  return isBindCommand(command) && isBound(state) ? 'ESME_RALYBND' : 'ESME_RINVBNDSTS';
}
