import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/** A host name's addresses (dns.lookup, all of them, by default); tests give their own. */
export type Resolve = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true });

/** The policy refused every address a connection could go to: calling again will not help. */
export class AddressNotAllowedError extends Error {}

const familyNumber = (family: number | string | undefined): number | undefined =>
  family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : family === 0 ? undefined : (family as number);

/**
 * A `lookup` for sockets that resolves the name once and answers only the addresses `allows`
 * takes: the socket connects to one of exactly those, so nothing can resolve the name again
 * between the check and the connection (DNS rebinding).
 */
export function checkedLookup(allows: (address: string) => boolean, resolve: Resolve) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    const family = familyNumber(options.family);
    resolve(hostname).then(
      (addresses) => {
        const usable = addresses.filter((entry) => !family || entry.family === family);
        const allowed = usable.filter((entry) => allows(entry.address));
        const first = allowed[0];
        if (!first) {
          const problem =
            usable.length === 0
              ? new Error(`${hostname} has no address to connect to`)
              : new AddressNotAllowedError(
                  `Address not allowed: ${hostname} resolves only to addresses this server does not call`,
                );
          callback(problem, '', 0);
        } else if (options.all) {
          callback(null, allowed);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  return lookup;
}
