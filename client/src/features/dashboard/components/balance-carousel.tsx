import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { mirrorInRtl } from '../../../components/directional-icon';

export interface BalanceCardData {
  title: string;
  /** Already formatted ("1,234.50 USD"). */
  value: ReactNode;
  tooltip: string;
  footerLabel: string;
  footerValue: ReactNode;
}

function BalanceCard({ card }: { card: BalanceCardData }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card component="section" aria-label={card.title} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            {card.title}
          </Typography>
          <Tooltip title={card.tooltip}>
            <IconButton size="small" aria-label={t('carousel.about', { title: card.title })}>
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.4rem', md: '1.6rem' } }} data-testid="card-value">
          {card.value}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {card.footerLabel}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {card.footerValue}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's four figures as a carousel: a scroll-snapping row (swiped with a finger on
 * phones) with arrows and dots to step through it on larger screens.
 */
export function BalanceCarousel({ cards }: { cards: readonly BalanceCardData[] }) {
  const { t } = useTranslation('dashboard');
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const slideWidth = () => {
    const first = track.current?.firstElementChild as HTMLElement | null | undefined;
    return first?.offsetWidth ?? 0;
  };

  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(cards.length - 1, index));
    setActive(target);
    const slide = track.current?.children[target] as HTMLElement | undefined;
    const row = track.current;
    if (!row || !slide) return;
    // Right to left (Arabic) the row starts at its right edge and scrolls towards negative lefts.
    const left =
      getComputedStyle(row).direction === 'rtl' ? slide.offsetLeft + slide.offsetWidth - (row.offsetLeft + row.clientWidth) : slide.offsetLeft - row.offsetLeft;
    row.scrollTo?.({ left, behavior: 'smooth' });
  };

  const onScroll = () => {
    const width = slideWidth();
    if (!track.current || width === 0) return;
    setActive(Math.round(Math.abs(track.current.scrollLeft) / width));
  };

  return (
    <Box component="section" aria-roledescription={t('carousel.roleCarousel')} aria-label={t('carousel.label')} sx={{ position: 'relative' }}>
      <Box
        ref={track}
        onScroll={onScroll}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '88%', sm: 'calc((100% - 16px) / 2)', lg: 'calc((100% - 32px) / 3)' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          pb: 0.5,
        }}
      >
        {cards.map((card, index) => (
          <Box
            key={card.title}
            role="group"
            aria-roledescription={t('carousel.roleSlide')}
            aria-label={t('carousel.slide', { index: index + 1, total: cards.length })}
            sx={{ scrollSnapAlign: 'start', minWidth: 0 }}
          >
            <BalanceCard card={card} />
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', mt: 1.5, gap: 1 }}>
        <IconButton
          aria-label={t('carousel.previous')}
          size="small"
          onClick={() => goTo(active - 1)}
          disabled={active === 0}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <ChevronLeftIcon sx={mirrorInRtl} />
        </IconButton>
        {cards.map((card, index) => (
          <Box
            key={card.title}
            component="button"
            type="button"
            aria-label={t('carousel.show', { title: card.title })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
            sx={{
              width: 10,
              height: 10,
              p: 0,
              border: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: index === active ? 'primary.main' : 'action.disabled',
            }}
          />
        ))}
        <IconButton
          aria-label={t('carousel.next')}
          size="small"
          onClick={() => goTo(active + 1)}
          disabled={active === cards.length - 1}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <ChevronRightIcon sx={mirrorInRtl} />
        </IconButton>
      </Stack>
    </Box>
  );
}
