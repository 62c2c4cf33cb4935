export const GROUPS = ['user', 'admin'] as const;
export type Group = (typeof GROUPS)[number];

export const TIERS = ['any', 'VIP 1', 'VIP 2', 'VIP 3'] as const;
export type Tier = (typeof TIERS)[number];

export const LANGUAGES = ['en', 'ru', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const SESSION_COOKIE = 'sessionid';

/** Profile polling interval of the console (spec section 9). */
export const PROFILE_POLL_MS = 10_000;

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
