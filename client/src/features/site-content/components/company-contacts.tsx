import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { SiteContent } from '../types';

type Field = 'address' | 'email' | 'phone';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's address, support email and phone (site content), each with its icon and a link where one makes sense. */
export function CompanyContacts({
  company,
  loading,
  fields = ['address', 'email', 'phone'],
}: {
  company: SiteContent['company'] | undefined;
  loading: boolean;
  fields?: Field[];
}) {
  const { t } = useTranslation('public');
  if (loading) {
    return (
      <Box aria-busy="true">
        {fields.map((field) => (
          <Skeleton key={field} variant="text" sx={{ fontSize: '2rem' }} />
        ))}
      </Box>
    );
  }
  if (!company) return null;

  const rows: { field: Field; icon: ReactNode; label: string; value: ReactNode }[] = [];
  if (fields.includes('address') && company.address?.trim()) {
    rows.push({
      field: 'address',
      icon: <PlaceOutlinedIcon />,
      label: t('contact.details.address'),
      // Isolated so a Latin-script address keeps its order inside a right-to-left page.
      value: (
        <Box component="bdi" sx={{ whiteSpace: 'pre-line' }}>
          {company.address}
        </Box>
      ),
    });
  }
  if (fields.includes('email') && company.email?.trim()) {
    rows.push({
      field: 'email',
      icon: <EmailOutlinedIcon />,
      label: t('contact.details.email'),
      value: (
        <Link href={`mailto:${company.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {company.email}
        </Link>
      ),
    });
  }
  if (fields.includes('phone') && company.phone?.trim()) {
    rows.push({
      field: 'phone',
      icon: <PhoneOutlinedIcon />,
      label: t('contact.details.phone'),
      value: (
        <Link href={telHref(company.phone)} dir="ltr">
          {company.phone}
        </Link>
      ),
    });
  }

  // A <dl> may hold only <div>s that hold the <dt>/<dd> pair itself: the icon sits inside the
  // <dt>, placed in the row's padding, rather than in a wrapper of its own.
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {rows.map((row) => (
        <Box key={row.field} sx={{ position: 'relative', paddingInlineStart: '52px', minHeight: 40 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <Box
              component="span"
              aria-hidden
              sx={{
                position: 'absolute',
                insetInlineStart: 0,
                top: 0,
                display: 'grid',
                placeItems: 'center',
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: 'rgba(11, 92, 173, 0.08)',
                color: 'primary.main',
              }}
            >
              {row.icon}
            </Box>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
