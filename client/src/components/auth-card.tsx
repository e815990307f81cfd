import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageTitle } from './page-title';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The page's meta description. */
  description?: string;
  children: ReactNode;
}

/** The card that holds each account page's form. */
export function AuthCard({ title, subtitle, description, children }: AuthCardProps) {
  return (
    <Card sx={{ width: '100%', maxWidth: 460 }}>
      <PageTitle title={title} description={description} />
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
