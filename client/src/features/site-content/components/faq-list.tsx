import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SiteContent } from '../types';

/** Every FAQ entry (site content) as an accordion; each question is an h2 with its button inside. */
export function FaqList({ faq, loading }: { faq: SiteContent['faq'] | undefined; loading: boolean }) {
  const id = useId();
  const [open, setOpen] = useState<number | false>(0);

  if (loading) {
    return (
      <Box aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  }

  return (
    <Box>
      {(faq ?? []).map((entry, index) => (
        <Accordion
          key={entry.question}
          expanded={open === index}
          onChange={(_, expanded) => setOpen(expanded ? index : false)}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: 'h2' } }}
          sx={{
            mb: 1.5,
            borderRadius: 1,
            '&::before': { display: 'none' },
            '&.Mui-expanded': { borderColor: 'primary.main', boxShadow: '0 8px 24px rgba(8, 42, 82, 0.08)' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-q${index}`}
            aria-controls={`${id}-a${index}`}
            sx={{ px: { xs: 2, md: 3 }, '& .MuiAccordionSummary-content': { my: 2 } }}
          >
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pb: 3, pt: 0 }}>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
              {entry.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
