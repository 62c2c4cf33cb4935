import type { ClientSession } from '@routelab/shared';

/** `203.0.113.7:53412`, `[2001:db8::7]:53412`: the port tells sessions from one host apart. */
export function endpointOf(session: Pick<ClientSession, 'remote_address' | 'remote_port'>) {
  const { remote_address: address, remote_port: port } = session;
  if (port === null) return address;
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}
