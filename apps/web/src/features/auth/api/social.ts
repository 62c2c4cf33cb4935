import {
  profileSchema,
  socialEmailRequiredSchema,
  type Profile,
  type SocialEmailRequired,
} from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';
import { setSessionHint } from '../../../lib/session-hint';
import type { ProviderProof } from '../../../lib/social/connected-accounts';

const signInAnswerSchema = z.union([profileSchema, socialEmailRequiredSchema]);

/** A session (profile re-fetched, spec section 4), or the provider gave no e-mail. */
export type SocialSignInResult =
  | { kind: 'signed-in'; profile: Profile }
  | { kind: 'email-required'; request: SocialEmailRequired };

/** Posts what a provider's page flow gave; guest guards redirect once the profile is in. */
export function useSocialSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, body }: ProviderProof): Promise<SocialSignInResult> => {
      const answer = await apiRequest(`/api/user/login/${provider}/`, {
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
