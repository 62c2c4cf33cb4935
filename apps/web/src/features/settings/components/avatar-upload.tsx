import UploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '@routelab/shared';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { avatarUrl, displayName } from '../../../lib/auth/display-name';
import { errorMessage } from '../../../lib/form-errors';
import { useUploadAvatar } from '../api/upload-avatar';

const acceptedTypes: readonly string[] = AVATAR_TYPES;

/** Picks an image (png, jpeg or webp, at most 1 MB) and uploads it at once. */
export function AvatarUpload({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!acceptedTypes.includes(file.type)) {
      notify.error(t('settings.avatar.wrongType'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      notify.error(t('settings.avatar.tooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(t('settings.avatar.uploaded')),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <Avatar
        src={avatarUrl(user)}
        alt={displayName(user)}
        variant="rounded"
        sx={{ width: 100, height: 100 }}
      />
      <div>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={onChange}
          data-testid="avatar-input"
        />
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          startIcon={
            upload.isPending ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <UploadOutlined />
            )
          }
        >
          {t('settings.avatar.upload')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {t('settings.avatar.hint')}
        </Typography>
      </div>
    </Box>
  );
}
