import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { paths } from '../app/paths';
import { BRAND_NAME } from '../lib/brand';
import { PageLink } from './page-link';

export function Logo({ color = 'primary.main' }: { color?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={PageLink}
      to={paths.home.href()}
      aria-label={t('brand.homeLink', { brand: BRAND_NAME })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, textDecoration: 'none' }}
    >
      <ShowChartIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
        {BRAND_NAME}
      </Typography>
    </Box>
  );
}
