import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { mirrorInRtl } from '../../../components/directional-icon';
import type { CurrentUserFragment } from '../../../gql/generated';
import { formatCalendarDate } from '../../../lib/dates';
import { TEXT_LIMITS, truncate, truncateFullName } from '../../../lib/text';
import type { AddressField, ProfileField } from '../hooks/use-profile-mutations';
import { UpdateAddressDialog } from './update-address-dialog';
import { UpdateProfileDialog } from './update-profile-dialog';
import { Ltr } from '../../../components/ltr';

/** The form field each editable row opens at (the dialog focuses it). */
const FIELD_OF_ROW: Partial<Record<Row['id'], ProfileField | AddressField>> = {
  fullName: 'fullname',
  username: 'username',
  phone: 'phone',
  telegram: 'telegram',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  country: 'country',
  address: 'address1',
};

type Editor = 'profile' | 'address' | null;

interface Row {
  /** Key in `profile:info`. */
  id: 'fullName' | 'username' | 'email' | 'phone' | 'telegram' | 'gender' | 'dateOfBirth' | 'country' | 'address';
  label: string;
  value: string | null | undefined;
  fullValue?: string | null;
  /** An email, phone number, handle or username: kept left to right (and isolated) on an Arabic page. */
  ltr?: boolean;
  editor: Editor;
}

function joinAddress(user: CurrentUserFragment): string {
  return [user.address1, user.address2, user.city, user.state, user.zipcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

function RowContent({ label, value, fullValue, ltr }: Omit<Row, 'editor' | 'id'>) {
  const { t } = useTranslation('profile');
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.25, sm: 2 }, flexGrow: 1, minWidth: 0 }}>
      <Typography color="text.secondary" sx={{ width: { sm: 180 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: value ? 600 : 400, color: value ? 'text.primary' : 'text.disabled', overflowWrap: 'anywhere' }}
        // The full value's title on the element holding the text: the left-to-right run when there is one.
        title={(!ltr && fullValue) || undefined}
      >
        {value ? ltr ? <Ltr title={fullValue ?? undefined}>{value}</Ltr> : value : t('info.notAdded')}
      </Typography>
    </Box>
  );
}

export function PersonalInfo({ user }: { user: CurrentUserFragment }) {
  const { t } = useTranslation('profile');
  const [editor, setEditor] = useState<Editor>(null);
  // A new key each time a dialog opens resets its form to the user's current values.
  const [openCount, setOpenCount] = useState(0);
  const [focus, setFocus] = useState<ProfileField | AddressField | undefined>();
  const open = (next: Editor, row: Row['id']) => {
    setOpenCount((count) => count + 1);
    setFocus(FIELD_OF_ROW[row]);
    setEditor(next);
  };

  const rows: Row[] = (
    [
      { id: 'fullName', value: truncateFullName(user.fullname), fullValue: user.fullname, editor: 'profile' },
      { id: 'username', value: user.username, ltr: true, editor: 'profile' },
      { id: 'email', value: truncate(user.email, TEXT_LIMITS.email), fullValue: user.email, ltr: true, editor: null },
      { id: 'phone', value: user.phone, ltr: true, editor: 'profile' },
      { id: 'telegram', value: truncate(user.telegram, TEXT_LIMITS.telegram), fullValue: user.telegram, ltr: true, editor: 'profile' },
      { id: 'gender', value: user.gender ? t(`genders.${user.gender}`) : null, editor: 'profile' },
      { id: 'dateOfBirth', value: formatCalendarDate(user.dateOfBirth), editor: 'profile' },
      { id: 'country', value: user.country, editor: 'address' },
      { id: 'address', value: joinAddress(user), editor: 'address' },
    ] satisfies Omit<Row, 'label'>[]
  ).map((row) => ({ ...row, label: t(`info.${row.id}`) }));

  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2">
          {t('info.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('info.hint')}
        </Typography>
      </CardContent>
      <Divider />
      <List disablePadding>
        {rows.map((row) =>
          row.editor === null ? (
            <ListItem key={row.id} divider sx={{ py: 1.5 }}>
              <RowContent label={row.label} value={row.value} fullValue={row.fullValue} ltr={row.ltr} />
              <Tooltip title={t('info.locked', { label: row.label })}>
                <LockOutlinedIcon color="disabled" titleAccess={t('info.locked', { label: row.label })} />
              </Tooltip>
            </ListItem>
          ) : (
            <ListItemButton key={row.id} divider onClick={() => open(row.editor, row.id)} sx={{ py: 1.5 }}>
              <RowContent label={row.label} value={row.value} fullValue={row.fullValue} ltr={row.ltr} />
              <ChevronRightIcon color="action" aria-hidden sx={mirrorInRtl} />
            </ListItemButton>
          ),
        )}
      </List>
      <UpdateProfileDialog
        key={`profile-${openCount}`}
        user={user}
        open={editor === 'profile'}
        onClose={() => setEditor(null)}
        focus={editor === 'profile' ? (focus as ProfileField) : undefined}
      />
      <UpdateAddressDialog
        key={`address-${openCount}`}
        user={user}
        open={editor === 'address'}
        onClose={() => setEditor(null)}
        focus={editor === 'address' ? (focus as AddressField) : undefined}
      />
    </Card>
  );
}
