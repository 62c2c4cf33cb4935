import {
  profileSchema,
  socialEmailRequiredSchema,
  socialProvidersSchema,
  twitterRequestTokenSchema,
  type Profile,
  type SocialEmailRequired,
} from '@routelab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';
import { setSessionHint } from '../../../lib/session-hint';

/** Which sign-in buttons the server offers (a provider shows only when configured). */
export const useSignInProviders = () =>
  useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      apiRequest('/api/user/login/providers/', { schema: socialProvidersSchema, signal }),
    staleTime: Infinity,
  });

/** Gets a request token and sends the browser to Twitter; it comes back to the callback page. */
export async function startTwitterSignIn(): Promise<void> {
  const { authenticate_url: url } = await apiRequest('/api/user/login/twitter/token/', {
    method: 'POST',
    schema: twitterRequestTokenSchema,
  });
  window.location.assign(url);
}

const signInAnswerSchema = z.union([profileSchema, socialEmailRequiredSchema]);

/** A session (profile re-fetched, spec section 4), or the provider gave no e-mail. */
export type SocialSignInResult =
  | { kind: 'signed-in'; profile: Profile }
  | { kind: 'email-required'; request: SocialEmailRequired };

/** Posts what Twitter sent to the callback page. */
export function useTwitterSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      oauth_token: string;
      oauth_verifier: string;
    }): Promise<SocialSignInResult> => {
      const answer = await apiRequest('/api/user/login/twitter/', {
        method: 'POST',
        body,
        schema: signInAnswerSchema,
      });
      return 'email_required' in answer
        ? { kind: 'email-required', request: answer }
        : { kind: 'signed-in', profile: answer };
    },
    onSuccess: async (result) => {
      if (result.kind !== 'signed-in') return;
      setSessionHint(true);
      queryClient.setQueryData(authKeys.profile(), result.profile);
      await queryClient.invalidateQueries({ queryKey: authKeys.profile() });
    },
  });
}

/** The e-mail address for an identity that came without one; confirmed by mail. */
export const useSocialSignup = () =>
  useMutation({
    mutationFn: (body: { signup_token: string; email: string }) =>
      apiRequest('/api/user/login/social/email/', { method: 'POST', body }),
  });
