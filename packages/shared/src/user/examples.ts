import { answerExample, requestExample } from '../common/example.js';
import {
  adminUserSchema,
  adminUserUpdateSchema,
  emailChangeSchema,
  loginSchema,
  mailRequestSchema,
  okSchema,
  passwordChangeSchema,
  passwordSetSchema,
  profileSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  tokenBodySchema,
} from './schemas.js';
import {
  connectedAccountsSchema,
  facebookLoginSchema,
  googleLoginSchema,
  socialEmailRequiredSchema,
  socialProvidersSchema,
  socialSignupSchema,
  twitterLoginSchema,
  twitterRequestTokenSchema,
} from './social.js';

const EMAIL = 'olena.kovalenko@example.com';
const PASSWORD = 'Amber-Lantern-97';
/** A mailed link's token: 32 random bytes in base64url. */
const TOKEN = 'pX3mQ9vLr2TzY8cWk0Hn5BfJdG7sAe4uNo1iKt6RwVy';
const SIGNUP_TOKEN = 'eyJwIjoidHdpdHRlciIsInN1YiI6IjE0NTk4MzIwMTcifQ.Wc5rX1nYb8Qe2Lk7Jz4TmA';

export function registerUserExamples(): void {
  requestExample(registerSchema, { email: EMAIL, password: PASSWORD, first_name: 'Olena' });
  requestExample(loginSchema, { email: EMAIL, password: PASSWORD });
  requestExample(tokenBodySchema, { token: TOKEN });
  requestExample(mailRequestSchema, { email: EMAIL });
  requestExample(resetPasswordConfirmSchema, { token: TOKEN, password: 'Quiet-Harbor-42' });
  requestExample(emailChangeSchema, { email: 'olena@kovalenko.dev', password: PASSWORD });
  requestExample(profileUpdateSchema, { first_name: 'Olena', last_name: 'Kovalenko' });
  requestExample(passwordChangeSchema, { old_password: PASSWORD, new_password: 'Quiet-Harbor-42' });
  requestExample(passwordSetSchema, { new_password: PASSWORD });
  answerExample(okSchema, { detail: 'Password changed. Your other sessions were signed out.' });
  answerExample(profileSchema, {
    id: 42,
    email: EMAIL,
    first_name: 'Olena',
    last_name: 'Kovalenko',
    avatar: '/images/avatars/3f9c1e7a52b84d06a1c7e2f49b08d6e5.webp',
    balance: 97.482,
    billing: true,
    groups: ['user'],
    tier: 'VIP 1',
    rules: [{ action: 'read', subject: 'any' }],
  });
  answerExample(adminUserSchema, {
    id: 42,
    email: EMAIL,
    first_name: 'Olena',
    last_name: 'Kovalenko',
    groups: ['user'],
    tier: 'VIP 1',
    balance: 97.482,
    email_confirmed: true,
    created_at: '2026-09-14T08:31:12.404Z',
  });
  requestExample(adminUserUpdateSchema, { groups: ['user'], tier: 'VIP 2' });

  requestExample(googleLoginSchema, {
    credential:
      'eyJhbGciOiJSUzI1NiIsImtpZCI6IjVhZjE2In0.eyJpc3MiOiJhY2NvdW50cy5nb29nbGUuY29tIn0.c2lnbmF0dXJl',
  });
  requestExample(facebookLoginSchema, {
    access_token: 'EAAJZBw7pZCZBx0BAKm3q8ZC1vQ2YxZAZBn5',
    user_id: '10159876543210987',
  });
  requestExample(twitterLoginSchema, {
    oauth_token: 'NPcudxy0yU5T3tBzho7iCotZ3cnetKwcTIRlX0iwRl0',
    oauth_verifier: 'uw7NjWHT6OJ1MpJOXsHfNxoAhPKpgI8BlYDhxEjIBY',
  });
  answerExample(twitterRequestTokenSchema, {
    oauth_token: 'NPcudxy0yU5T3tBzho7iCotZ3cnetKwcTIRlX0iwRl0',
    authenticate_url:
      'https://api.twitter.com/oauth/authenticate?oauth_token=NPcudxy0yU5T3tBzho7iCotZ3cnetKwcTIRlX0iwRl0',
  });
  answerExample(socialEmailRequiredSchema, {
    email_required: true,
    provider: 'twitter',
    name: 'Olena Kovalenko',
    signup_token: SIGNUP_TOKEN,
  });
  requestExample(socialSignupSchema, { signup_token: SIGNUP_TOKEN, email: EMAIL });
  answerExample(socialProvidersSchema, {
    google: {
      client_id: '493817201557-8k2v7h3c1q9t0b5n6m4x.apps.googleusercontent.com',
      script_url: 'https://accounts.google.com/gsi/client',
    },
    facebook: {
      app_id: '1284093321178845',
      script_url: 'https://connect.facebook.net/en_US/sdk.js',
    },
    twitter: true,
  });
  answerExample(connectedAccountsSchema, {
    has_password: true,
    accounts: [
      {
        provider: 'google',
        email: EMAIL,
        name: 'Olena Kovalenko',
        connected_at: '2026-10-03T17:45:09.120Z',
      },
    ],
  });
}
