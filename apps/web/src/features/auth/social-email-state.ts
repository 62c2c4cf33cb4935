import type { SocialEmailRequired } from '@routelab/shared';

/** The page that asks for the e-mail a provider did not give (routes/social-email.tsx). */
export const SOCIAL_EMAIL_PATH = '/login/social/email';

/**
 * How a sign-in brings its answer to that page: the navigation state it reads. Its own module,
 * so that the login page's buttons do not load the lazy page to name it.
 */
export const socialEmailState = (request: SocialEmailRequired) => ({ request });
