import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from './page-title';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Sets the document title too (default true). */
  setDocumentTitle?: boolean;
  /** The meta description (with the document title). */
  description?: string;
}

export function PageHeader({ title, subtitle, setDocumentTitle = true, description }: PageHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      {setDocumentTitle && <PageTitle title={title} description={description} />}
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
