import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { UserAvatar } from '../../../components/user-avatar';
import type { CurrentUserFragment } from '../../../gql/generated';
import { TEXT_LIMITS, truncate, truncateFullName } from '../../../lib/text';
import { useDeleteAvatar } from '../hooks/use-profile-mutations';
import { AvatarUploadDialog } from './avatar-upload-dialog';
import { Ltr } from '../../../components/ltr';

type AvatarUser = Pick<CurrentUserFragment, 'avatar' | 'email' | 'fullname'>;

export function AvatarBlock({ user }: { user: AvatarUser }) {
  const { t } = useTranslation('profile');
  const [uploading, setUploading] = useState(false);
  const { deleteAvatar, loading: deleting } = useDeleteAvatar();

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <UserAvatar email={user.email} fullName={user.fullname} avatar={user.avatar} size={88} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h3" component="p" title={user.fullname}>
            {truncateFullName(user.fullname)}
          </Typography>
          <Typography color="text.secondary" title={user.email}>
            <Ltr>{truncate(user.email, TEXT_LIMITS.email)}</Ltr>
          </Typography>
        </Box>
        {user.avatar ? (
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} loading={deleting} onClick={() => void deleteAvatar()}>
            {t('avatar.delete')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PhotoCameraOutlinedIcon />} onClick={() => setUploading(true)}>
            {t('avatar.upload')}
          </Button>
        )}
      </CardContent>
      <AvatarUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </Card>
  );
}
