import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { PageHeader } from './page-header';

interface PublicPageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The frame of a public page: a heading and its content in the site's width. */
export function PublicPage({ title, subtitle, children }: PublicPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </Container>
  );
}
