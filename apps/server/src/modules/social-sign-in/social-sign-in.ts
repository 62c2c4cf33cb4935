import type { SocialProviders } from '@routelab/shared';
import type { Clock } from '../../clock.js';
import type { SocialConfig } from '../../config.js';
import { NotFoundError, UnavailableError, ValidationError } from '../../errors/domain-errors.js';
import { FacebookSignIn, InvalidFacebookToken } from './facebook.js';
import { GoogleSignIn, InvalidGoogleToken } from './google.js';
import {
  ProviderUnavailable,
  socialMessages,
  type ProviderIdentity,
  type SocialProvider,
} from './identity.js';

/**
 * The configured providers and their checks: each turns what the page sent into a verified
 * identity, or a 400 (bad, forged, expired, cancelled), 503 (provider down) or 404 (provider
 * not configured here) in the request's language.
 */
export class SocialProvidersCheck {
  private readonly google: GoogleSignIn | undefined;
  private readonly facebook: FacebookSignIn | undefined;

  constructor(
    private readonly config: SocialConfig,
    private readonly clock: Clock,
  ) {
    this.google = config.google ? new GoogleSignIn(config.google) : undefined;
    this.facebook = config.facebook ? new FacebookSignIn(config.facebook) : undefined;
  }

  /** What the login and registration pages offer. */
  offered(): SocialProviders {
    return {
      google: this.config.google && { client_id: this.config.google.clientId },
      facebook: this.config.facebook && { app_id: this.config.facebook.appId },
      twitter: false,
    };
  }

  verifyGoogle(credential: string): Promise<ProviderIdentity> {
    const google = this.google;
    if (!google) throw new NotFoundError(socialMessages.notConfigured);
    return checked('google', () => google.verify(credential, this.clock()));
  }

  verifyFacebook(accessToken: string, userId: string | undefined): Promise<ProviderIdentity> {
    const facebook = this.facebook;
    if (!facebook) throw new NotFoundError(socialMessages.notConfigured);
    return checked('facebook', () => facebook.verify(accessToken, userId));
  }
}

const INVALID: Record<SocialProvider, string> = {
  google: socialMessages.googleInvalid,
  facebook: socialMessages.facebookInvalid,
  twitter: socialMessages.twitterInvalid,
};

async function checked(
  provider: SocialProvider,
  verify: () => Promise<ProviderIdentity>,
): Promise<ProviderIdentity> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      throw new UnavailableError(socialMessages.providerDown);
    }
    if (error instanceof InvalidGoogleToken || error instanceof InvalidFacebookToken) {
      throw ValidationError.input(INVALID[provider], 'social_token_invalid');
    }
    throw error;
  }
}
