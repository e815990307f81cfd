import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { directionOf } from '../../../i18n/languages';
import type { ContentKey } from '../utils/content-keys';
import { blank, type Draft, type Shape } from '../utils/content-fields';

interface FieldProps {
  contentKey: ContentKey;
  locale: string;
  shape: Shape;
  value: Draft;
  onChange: (value: Draft) => void;
  /** The field's path as the server names it (`faq[2].answer`). */
  path: string;
  label: string;
  optional?: boolean;
  /** Where the server's refusal points, and its sentence. */
  error: { path: string | null; message: string | null };
}

const asRecord = (value: Draft): Record<string, Draft> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/** One part of a key's value as fields, by its shape: a text, a choice, a switch, a group of fields or a list of items. */
export function ContentField(props: FieldProps) {
  const { contentKey, locale, shape, value, onChange, path, label, optional, error } = props;
  const { t } = useTranslation('admin-content');
  const refused = error.path === path ? error.message : null;
  const hintFor = (name: string) => t(`form.hints.${name}`, { defaultValue: '' });
  const leaf =
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? '';
  const english = locale === 'en';
  const optionalHint = optional ? (english || leaf === 'email' ? t('form.optional') : t('form.emptyShowsEnglish')) : '';
  const helper = refused ?? ([hintFor(leaf), optionalHint].filter(Boolean).join(' · ') || undefined);

  if (shape.kind === 'text') {
    return (
      <TextField
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={!!refused}
        helperText={helper}
        multiline={shape.long}
        minRows={shape.long ? 3 : undefined}
        maxRows={shape.long ? 16 : undefined}
        fullWidth
        slotProps={{ htmlInput: { dir: shape.ltr ? 'ltr' : directionOf(locale), lang: shape.ltr ? undefined : locale, spellCheck: !shape.ltr } }}
      />
    );
  }
  if (shape.kind === 'choice') {
    return (
      <TextField
        select
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={!!refused}
        helperText={helper}
        fullWidth
      >
        {shape.options.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`form.options.${leaf}.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (shape.kind === 'flag') {
    return (
      <Box>
        <FormControlLabel control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />} label={label} />
        {refused && <FormHelperText error>{refused}</FormHelperText>}
      </Box>
    );
  }
  if (shape.kind === 'group') {
    const fields = asRecord(value);
    const inner = (
      <Stack spacing={2}>
        {shape.fields.map((f) => (
          <ContentField
            key={f.name}
            contentKey={contentKey}
            locale={locale}
            shape={f.shape}
            value={fields[f.name] ?? blank(f.shape)}
            onChange={(next) => onChange({ ...fields, [f.name]: next })}
            path={`${path}.${f.name}`}
            label={t(`form.fields.${f.name}`)}
            optional={f.optional || (optional && f.shape.kind !== 'group')}
            error={error}
          />
        ))}
        {refused && (
          <FormHelperText error role="alert">
            {refused}
          </FormHelperText>
        )}
      </Stack>
    );
    // A list's item is framed by the list; a nested group (the map) gets its own labelled frame.
    if (!label) return inner;
    return (
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, pt: 1, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          {label}
          {optional ? ` · ${english ? t('form.optional') : t('form.emptyShowsEnglish')}` : ''}
        </Typography>
        {inner}
      </Box>
    );
  }
  return <ContentList {...props} shape={shape} />;
}

/** A list of items, each framed with its number, moved up or down, removed; "Add" at the end. */
function ContentList(props: FieldProps & { shape: Extract<Shape, { kind: 'list' }> }) {
  const { contentKey, locale, shape, value, onChange, path, error } = props;
  const { t } = useTranslation('admin-content');
  const items = Array.isArray(value) ? value : [];
  const itemName = t(`keys.${contentKey}.item`);
  const refused = error.path === path ? error.message : null;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t(`keys.${contentKey}.label`)}>
      {items.length === 0 && (
        <Typography component="li" color="text.secondary">
          {t('form.none')}
        </Typography>
      )}
      {items.map((item, index) => {
        const n = index + 1;
        const title = `${itemName} ${n}`;
        return (
          <Paper key={index} component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} aria-label={title}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Typography variant="subtitle2" component="h4" sx={{ flex: 1, minWidth: 0 }}>
                {title}
              </Typography>
              <Tooltip title={t('form.moveUp')}>
                <span>
                  <IconButton size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('form.moveUpLabel', { item: title })}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('form.moveDown')}>
                <span>
                  <IconButton
                    size="small"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('form.moveDownLabel', { item: title })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('form.remove')}>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={t('form.removeLabel', { item: title })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
            <ContentField
              contentKey={contentKey}
              locale={locale}
              shape={shape.item}
              value={item}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
              path={`${path}[${index}]`}
              label=""
              error={error}
            />
          </Paper>
        );
      })}
      <Box component="li">
        {refused && (
          <FormHelperText error role="alert" sx={{ mb: 1 }}>
            {refused}
          </FormHelperText>
        )}
        <Button startIcon={<AddIcon />} onClick={() => onChange([...items, blank(shape.item)])}>
          {t(`keys.${contentKey}.add`)}
        </Button>
      </Box>
    </Stack>
  );
}
