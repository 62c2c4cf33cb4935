import { CommandStatus } from '../protocol/command-status.js';
import type { BindDecision, BindRequest } from '../server/server-options.js';
import type { Credentials } from './simulator-options.js';

/**
 * Accepts one system_id and password, as an SMSC does: an unknown system_id is refused with
 * ESME_RINVSYSID, a wrong password with ESME_RINVPASWD. Without credentials every bind is accepted.
 */
export function credentialsCheck(
  credentials: Credentials | undefined,
): (bind: Pick<BindRequest, 'system_id' | 'password'>) => BindDecision {
  return (bind) => {
    if (!credentials) return { status: CommandStatus.ESME_ROK };
    if (bind.system_id !== credentials.systemId) return { status: CommandStatus.ESME_RINVSYSID };
    if (bind.password !== credentials.password) return { status: CommandStatus.ESME_RINVPASWD };
    return { status: CommandStatus.ESME_ROK };
  };
}
