import Button from '@mui/material/Button';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { facebookLogin, loadFacebookSdk, type FacebookSdk } from '../../lib/social/facebook-sdk';

interface FacebookButtonProps {
  appId: string;
  scriptUrl: string;
  disabled: boolean;
  onToken: (proof: { access_token: string; user_id: string }) => void;
  onFailure: (message: string) => void;
}

/**
 * Loads the SDK first, so that the click opens Facebook's login at once (a popup opened later
 * than the click is blocked).
 */
export function FacebookButton({
  appId,
  scriptUrl,
  disabled,
  onToken,
  onFailure,
}: FacebookButtonProps) {
  const { t } = useTranslation();
  const [sdk, setSdk] = useState<FacebookSdk>();
  const failedToLoad = useEffectEvent(() =>
    onFailure(t('social.unavailable', { provider: 'Facebook' })),
  );

  useEffect(() => {
    let live = true;
    loadFacebookSdk(appId, scriptUrl).then(
      (loaded) => live && setSdk(loaded),
      () => live && failedToLoad(),
    );
    return () => {
      live = false;
    };
  }, [appId, scriptUrl]);

  const login = async (loaded: FacebookSdk) => {
    const proof = await facebookLogin(loaded);
    if (proof) onToken(proof);
    else onFailure(t('social.cancelled', { provider: 'Facebook' }));
  };

  return (
    <Button
      variant="outlined"
      size="large"
      disabled={disabled || !sdk}
      onClick={() => sdk && void login(sdk)}
    >
      {t('social.continueWith', { provider: 'Facebook' })}
    </Button>
  );
}
