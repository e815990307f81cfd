import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import { initialsFromEmail } from '../lib/text';

interface UserAvatarProps {
  email: string;
  avatar?: string | null;
  size?: number;
}

/** The user's picture, or the first two letters of the email when there is none. */
export function UserAvatar({ email, avatar, size = 40 }: UserAvatarProps) {
  const { t } = useTranslation('account');
  return (
    <Avatar
      src={avatar ?? undefined}
      alt={avatar ? t('ui.avatar.alt') : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsFromEmail(email)}
    </Avatar>
  );
}
