import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../lib/text';

interface UserAvatarProps {
  email: string;
  /** The initials come from it (first and last name); the email's letters only without one. */
  fullName?: string | null;
  avatar?: string | null;
  size?: number;
}

/** The user's picture, or the initials of the full name when there is none. */
export function UserAvatar({ email, fullName, avatar, size = 40 }: UserAvatarProps) {
  const { t } = useTranslation('account');
  return (
    <Avatar
      src={avatar ?? undefined}
      alt={avatar ? t('ui.avatar.alt') : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsOf(fullName, email)}
    </Avatar>
  );
}
