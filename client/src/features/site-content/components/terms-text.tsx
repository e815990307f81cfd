import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Block = { heading: boolean; text: string };

/** The site content's terms as blocks: paragraphs split on blank lines, one starting with "# " a heading. */
export function termsBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('# ') ? { heading: true, text: block.slice(2).trim() } : { heading: false, text: block }));
}

/** The terms' text as the Terms of use page shows it (headings and paragraphs); the console's preview draws it too. */
export function TermsText({ blocks }: { blocks: Block[] }) {
  return (
    <Box component="article" sx={{ display: 'grid', gap: 2 }}>
      {blocks.map((block, i) =>
        block.heading ? (
          <Typography key={i} variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' }, fontWeight: 700, mt: i ? 2 : 0 }}>
            {block.text}
          </Typography>
        ) : (
          <Typography key={i} sx={{ lineHeight: 1.75, color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {block.text}
          </Typography>
        ),
      )}
    </Box>
  );
}
