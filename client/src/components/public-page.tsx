import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { PageHeader } from './page-header';

interface PublicPageProps {
  title: string;
  subtitle?: ReactNode;
  /** The page's meta description (search results); the title also becomes the document title. */
  description?: string;
  children?: ReactNode;
}

/** The frame of a public page: a heading and its content in the site's width. */
export function PublicPage({ title, subtitle, description, children }: PublicPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={title} subtitle={subtitle} description={description} />
      {children}
    </Container>
  );
}
