import { useState } from 'react';
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
import type { CurrentUserFragment } from '../../../gql/generated';
import { formatCalendarDate } from '../../../lib/dates';
import { TEXT_LIMITS, truncate, truncateFullName } from '../../../lib/text';
import { UpdateAddressDialog } from './update-address-dialog';
import { UpdateProfileDialog } from './update-profile-dialog';

const NOT_ADDED = 'Not added yet';

type Editor = 'profile' | 'address' | null;

interface Row {
  label: string;
  value: string | null | undefined;
  fullValue?: string | null;
  editor: Editor;
}

function joinAddress(user: CurrentUserFragment): string {
  return [user.address1, user.address2, user.city, user.state, user.zipcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

function RowContent({ label, value, fullValue }: Omit<Row, 'editor'>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.25, sm: 2 }, flexGrow: 1, minWidth: 0 }}>
      <Typography color="text.secondary" sx={{ width: { sm: 180 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: value ? 600 : 400, color: value ? 'text.primary' : 'text.disabled', overflowWrap: 'anywhere' }}
        title={fullValue ?? undefined}
      >
        {value || NOT_ADDED}
      </Typography>
    </Box>
  );
}

export function PersonalInfo({ user }: { user: CurrentUserFragment }) {
  const [editor, setEditor] = useState<Editor>(null);
  // A new key each time a dialog opens resets its form to the user's current values.
  const [openCount, setOpenCount] = useState(0);
  const open = (next: Editor) => {
    setOpenCount((count) => count + 1);
    setEditor(next);
  };

  const rows: Row[] = [
    { label: 'Full Name', value: truncateFullName(user.fullname), fullValue: user.fullname, editor: 'profile' },
    { label: 'Username', value: user.username, editor: 'profile' },
    { label: 'Email', value: truncate(user.email, TEXT_LIMITS.email), fullValue: user.email, editor: null },
    { label: 'Phone Number', value: user.phone, editor: 'profile' },
    { label: 'Telegram', value: truncate(user.telegram, TEXT_LIMITS.telegram), fullValue: user.telegram, editor: 'profile' },
    { label: 'Gender', value: user.gender, editor: 'profile' },
    { label: 'Date of Birth', value: formatCalendarDate(user.dateOfBirth), editor: 'profile' },
    { label: 'Country', value: user.country, editor: 'address' },
    { label: 'Address', value: joinAddress(user), editor: 'address' },
  ];

  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2">
          Personal Information
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Select a detail to change it.
        </Typography>
      </CardContent>
      <Divider />
      <List disablePadding>
        {rows.map((row) =>
          row.editor === null ? (
            <ListItem key={row.label} divider sx={{ py: 1.5 }}>
              <RowContent label={row.label} value={row.value} fullValue={row.fullValue} />
              <Tooltip title={`${row.label} cannot be edited`}>
                <LockOutlinedIcon color="disabled" titleAccess={`${row.label} cannot be edited`} />
              </Tooltip>
            </ListItem>
          ) : (
            <ListItemButton key={row.label} divider onClick={() => open(row.editor)} sx={{ py: 1.5 }}>
              <RowContent label={row.label} value={row.value} fullValue={row.fullValue} />
              <ChevronRightIcon color="action" aria-hidden />
            </ListItemButton>
          ),
        )}
      </List>
      <UpdateProfileDialog key={`profile-${openCount}`} user={user} open={editor === 'profile'} onClose={() => setEditor(null)} />
      <UpdateAddressDialog key={`address-${openCount}`} user={user} open={editor === 'address'} onClose={() => setEditor(null)} />
    </Card>
  );
}
