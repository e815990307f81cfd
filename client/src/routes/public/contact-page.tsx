import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../components/public-page';
import { ContactForm } from '../../features/contact/components/contact-form';

const OPENING_HOURS = [
  { days: 'Monday – Friday', hours: '24 hrs' },
  { days: 'Saturday', hours: 'Closed' },
  { days: 'Sunday', hours: 'Closed' },
];

export function ContactPage() {
  return (
    <PublicPage title="Contact Us" subtitle="Questions about your account or our plans? Send us a message.">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h3" component="h2" gutterBottom>
              Send us a message
            </Typography>
            <ContactForm />
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="opening-hours-title">
          <CardContent>
            <Typography id="opening-hours-title" variant="h4" component="h2" gutterBottom>
              Opening Hours
            </Typography>
            {OPENING_HOURS.map((row) => (
              <Box key={row.days} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75 }}>
                <Typography color="text.secondary">{row.days}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{row.hours}</Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
      </Box>
    </PublicPage>
  );
}
