import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { rangeError, statementHref, thisYear, utcDay, type StatementFormat } from '../utils/statement-links';

const FORMATS: Array<{ format: StatementFormat; label: string }> = [
  { format: 'csv', label: 'CSV' },
  { format: 'pdf', label: 'PDF' },
];

function DownloadLinks({ from, to, name }: { from: string; to: string; name: string }) {
  const { t } = useTranslation('history');
  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          component="a"
          href={statementHref(format, from, to)}
          download
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          aria-label={t('statement.downloadLabel', { name, format: label })}
        >
          {label}
        </Button>
      ))}
    </>
  );
}

/**
 * Download statement: this year's in one click, or any period up to five years. Plain links to
 * the REST downloads, so the browser saves the file with the session cookie; the server has the
 * last word on the dates (UTC).
 */
export function StatementDownload({ now: given }: { now?: Date }) {
  const { t } = useTranslation('history');
  const [now] = useState(() => given ?? new Date());
  const year = useMemo(() => thisYear(now), [now]);
  const [custom, setCustom] = useState(false);
  const [from, setFrom] = useState(year.from);
  const [to, setTo] = useState(year.to);
  const error = rangeError(from, to, now);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="statement-heading" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="statement-heading" component="h2" variant="h6">
            {t('statement.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('statement.description')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, flexShrink: { sm: 0 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('statement.yearSoFar', { year: year.year })}
          </Typography>
          <DownloadLinks from={year.from} to={year.to} name={String(year.year)} />
          <Button size="small" onClick={() => setCustom((open) => !open)} aria-expanded={custom} aria-controls="statement-range">
            {t('statement.customRange')}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={custom} id="statement-range" unmountOnExit>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('statement.from')}
            type="date"
            size="small"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: utcDay(now) } }}
          />
          <TextField
            label={t('statement.to')}
            type="date"
            size="small"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: utcDay(now) } }}
          />
          <Stack direction="row" spacing={1} sx={{ pt: { sm: 0.25 } }}>
            {error ? (
              FORMATS.map(({ format, label }) => (
                <Button key={format} variant="outlined" size="small" startIcon={<DownloadIcon />} disabled>
                  {label}
                </Button>
              ))
            ) : (
              <DownloadLinks from={from} to={to} name={t('statement.rangeName', { from, to })} />
            )}
          </Stack>
        </Stack>
      </Collapse>
    </Paper>
  );
}
