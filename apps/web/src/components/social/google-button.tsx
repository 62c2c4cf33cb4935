import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from '../../lib/social/google-identity';

/** Google draws its button no wider than this. */
const MAX_WIDTH = 400;

interface GoogleButtonProps {
  clientId: string;
  scriptUrl: string;
  text: 'signin_with' | 'signup_with' | 'continue_with';
  onCredential: (credential: string) => void;
  onUnavailable: () => void;
}

/**
 * Google's own button (Identity Services draws it, in the console's language and mode); a click
 * ends in an ID token for `onCredential`.
 */
export function GoogleButton({
  clientId,
  scriptUrl,
  text,
  onCredential,
  onUnavailable,
}: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const dark = useTheme().palette.mode === 'dark';
  const language = i18n.resolvedLanguage;
  const credentialArrived = useEffectEvent(onCredential);
  const failedToLoad = useEffectEvent(onUnavailable);

  useEffect(() => {
    let live = true;
    loadGoogleIdentity(scriptUrl).then(
      (identity) => {
        const parent = container.current;
        if (!live || !parent) return;
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => credentialArrived(credential),
        });
        const width = Math.min(MAX_WIDTH, parent.offsetWidth);
        identity.renderButton(parent, {
          theme: dark ? 'filled_black' : 'outline',
          size: 'large',
          text,
          ...(width > 0 && { width }),
          ...(language && { locale: language }),
        });
      },
      () => live && failedToLoad(),
    );
    return () => {
      live = false;
    };
  }, [clientId, scriptUrl, text, dark, language]);

  return (
    <Box
      ref={container}
      data-testid="google-button"
      sx={{ minHeight: 44, display: 'flex', justifyContent: 'center' }}
    />
  );
}
