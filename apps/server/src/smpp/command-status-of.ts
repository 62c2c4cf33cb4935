import { CommandStatus as S, type CommandName } from '@routelab/smpp';
import { DomainError, type DomainErrorKind, ValidationError } from '../errors/domain-errors.js';

/** Fields SMPP has a command_status of their own for (SMPP 3.4 section 5.1.3). */
const FIELD_STATUS: Readonly<Record<string, number>> = {
  source_addr: S.ESME_RINVSRCADR,
  source_addr_ton: S.ESME_RINVSRCTON,
  source_addr_npi: S.ESME_RINVSRCNPI,
  destination_addr: S.ESME_RINVDSTADR,
  dest_addr_ton: S.ESME_RINVDSTTON,
  dest_addr_npi: S.ESME_RINVDSTNPI,
  message_id: S.ESME_RINVMSGID,
  esm_class: S.ESME_RINVESMCLASS,
  priority_flag: S.ESME_RINVPRTFLG,
  registered_delivery: S.ESME_RINVREGDLVFLG,
  schedule_delivery_time: S.ESME_RINVSCHED,
  validity_period: S.ESME_RINVEXPIRY,
  service_type: S.ESME_RINVSERTYP,
  system_id: S.ESME_RINVSYSID,
  password: S.ESME_RINVPASWD,
  system_type: S.ESME_RINVSYSTYP,
};

/** The status of "this request failed" for each operation; submits and the rest: RSUBMITFAIL. */
const FAILURE_STATUS: Partial<Record<CommandName, number>> = {
  query_sm: S.ESME_RQUERYFAIL,
  cancel_sm: S.ESME_RCANCELFAIL,
  replace_sm: S.ESME_RREPLACEFAIL,
  bind_transmitter: S.ESME_RBINDFAIL,
  bind_receiver: S.ESME_RBINDFAIL,
  bind_transceiver: S.ESME_RBINDFAIL,
};

/** Requests that name a message by the message_id we gave. */
const BY_MESSAGE_ID: ReadonlySet<CommandName> = new Set(['query_sm', 'cancel_sm', 'replace_sm']);

const BINDS: ReadonlySet<CommandName> = new Set([
  'bind_transmitter',
  'bind_receiver',
  'bind_transceiver',
]);

const failureOf = (command: CommandName) => FAILURE_STATUS[command] ?? S.ESME_RSUBMITFAIL;

const BY_KIND: Record<DomainErrorKind, (error: DomainError, command: CommandName) => number> = {
  // SMPP has no generic "invalid parameter" status (there is no ESME_RINVPARAM): a field with a
  // status of its own gets it, anything else the operation's failure status.
  validation: (error, command) => fieldStatusOf(error) ?? failureOf(command),
  'not-found': (_error, command) =>
    BY_MESSAGE_ID.has(command) ? S.ESME_RINVMSGID : failureOf(command),
  // The request clashes with the message's state (e.g. cancel_sm of a delivered one).
  conflict: (_error, command) => failureOf(command),
  // SMPP has no balance status. ESME_RSUBMITFAIL is a permanent refusal of this message, so the
  // ESME does not retry it the way it retries ESME_RTHROTTLED or ESME_RMSGQFUL.
  'insufficient-balance': () => S.ESME_RSUBMITFAIL,
  forbidden: (_error, command) => (BINDS.has(command) ? S.ESME_RINVSYSID : failureOf(command)),
  'rate-limited': () => S.ESME_RTHROTTLED,
  unavailable: () => S.ESME_RSYSERR,
};

function fieldStatusOf(error: DomainError): number | undefined {
  if (!(error instanceof ValidationError)) return undefined;
  for (const field of Object.keys(error.fields)) {
    const status = FIELD_STATUS[field];
    if (status !== undefined) return status;
  }
  return undefined;
}

/**
 * The command_status that answers a request whose service call failed: a service's refusal as
 * SMPP names it, anything else (a bug, a database failure) ESME_RSYSERR. The SMPP side's only
 * mapping of domain errors, as `http/domain-error-response.ts` is the HTTP edge's.
 */
export function commandStatusOf(error: unknown, command: CommandName): number {
  return error instanceof DomainError ? BY_KIND[error.kind](error, command) : S.ESME_RSYSERR;
}
