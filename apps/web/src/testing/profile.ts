import { rulesFor, type Group, type Profile } from '@routelab/shared';

/** A profile as the server sends it, with the rules its groups grant. */
export function makeProfile(groups: Group[] = ['user'], overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    avatar: null,
    balance: 12.5,
    billing: true,
    groups,
    tier: 'any',
    rules: rulesFor({ groups }),
    ...overrides,
  };
}
