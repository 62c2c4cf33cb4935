import type { Profile } from '@routelab/shared';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** First name, or the part of the e-mail before @ (spec section 2, avatar menu). */
export function displayName(user: Pick<Profile, 'first_name' | 'email'>): string {
  const first = user.first_name.trim();
  return first || (user.email.split('@')[0] ?? user.email);
}

export const avatarUrl = (user: Pick<Profile, 'avatar'>): string => user.avatar || DEFAULT_AVATAR;
