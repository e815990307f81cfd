import { Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import {
  AdminSiteContentDocument,
  useAdminSiteContentQuery,
  usePreviewSiteContentQuery,
  useUpdateSiteContentMutation,
  type AdminSiteContentQuery,
  type PreviewedSiteContentFragment,
} from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { directionOf, LANGUAGES } from '../../../i18n/languages';
import { useCanChange } from '../../../lib/console-access';
import { formatDateTime } from '../../../lib/dates';
import { CONTENT_KEYS, isEnglishOnly, isTextKey, type ContentKey } from '../utils/content-keys';
import { draftValue, initialDraft, refusedPath, shapeOf } from '../utils/content-fields';
import { ContentField } from './content-fields-form';

type Entry = AdminSiteContentQuery['adminSiteContent'][number];

/** Renders the public pages' view of one key from the content the server resolved (the page supplies the site's own components). */
export type RenderPreview = (key: ContentKey, content: PreviewedSiteContentFragment) => ReactNode;

const languageName = (code: string) => {
  const language = LANGUAGES.find((l) => l.code === code);
  return language ? `${language.label} (${code})` : code;
};

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

/** Waits until typing pauses before asking the server for a preview. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface EditorProps {
  contentKey: ContentKey;
  entry: Entry;
  english: Entry | undefined;
  renderPreview: RenderPreview;
  onClose: () => void;
}

/**
 * One key in one language: the value, the server's verdict on it beside the field as it is typed
 * (the same checks as the save), and the public view of the key with the edit made.
 */
function ContentEditor({ contentKey, entry, english, renderPreview, onClose }: EditorProps) {
  const { t } = useTranslation('admin-content');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(() => initialDraft(contentKey, entry.locale, entry.value ?? null, english?.value ?? null));
  const [saveError, setSaveError] = useState<{ field: string | null; form: string | null } | null>(null);
  const settled = useSettled(draft, 400);
  const input = { key: contentKey, locale: entry.locale, value: draftValue(contentKey, entry.locale, settled) };
  const preview = usePreviewSiteContentQuery({ variables: { input }, fetchPolicy: 'no-cache' });
  const [lastGood, setLastGood] = useState<PreviewedSiteContentFragment | null>(null);
  const [save, { loading: saving }] = useUpdateSiteContentMutation({ refetchQueries: [AdminSiteContentDocument], awaitRefetchQueries: true });
  const { enqueueSnackbar } = useSnackbar();
  const label = t(`keys.${contentKey}.label`);

  const previewed = preview.data?.previewSiteContent;
  useEffect(() => {
    if (previewed) setLastGood(previewed);
  }, [previewed]);

  const checked = preview.error ? fieldErrorsOf(preview.error, ['value'] as const, t('editor.previewFailed')) : null;
  const typing = settled !== draft;
  const valueError = saveError?.field ?? (typing ? null : (checked?.fields.value ?? null));
  // The server names where its refusal points (`faq[2].answer must be ...`): shown under that field, else above the form.
  const errorPath = refusedPath(contentKey, entry.locale, draft, valueError);
  const formError = saveError?.form ?? (typing ? null : (checked?.form ?? null)) ?? (errorPath ? null : valueError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    try {
      await save({ variables: { input: { key: contentKey, locale: entry.locale, value: draftValue(contentKey, entry.locale, draft) } } });
      enqueueSnackbar(t('editor.saved', { label, locale: entry.locale }), { variant: 'success' });
      onClose();
    } catch (caught) {
      const refused = fieldErrorsOf(caught, ['value'] as const, t('editor.saveFailed'));
      setSaveError({ field: refused.fields.value ?? null, form: refused.form });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="content-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id="content-dialog-title">
          {label} · {languageName(entry.locale)}
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              {formError && (
                <Alert severity="error" role="alert">
                  {formError}
                </Alert>
              )}
              {entry.locale !== 'en' && entry.value === null && <Alert severity="info">{t('editor.showsEnglish')}</Alert>}
              <Typography variant="body2" color="text.secondary">
                {t(`keys.${contentKey}.hint`)}
              </Typography>
              <ContentField
                contentKey={contentKey}
                locale={entry.locale}
                shape={shapeOf(contentKey, entry.locale)}
                value={draft}
                onChange={(next) => {
                  setDraft(next);
                  setSaveError(null);
                }}
                path={contentKey}
                label={isTextKey(contentKey) ? t('editor.text') : ''}
                error={{ path: errorPath, message: valueError }}
              />
            </Stack>
            <Box component="section" aria-labelledby="content-preview-title" sx={{ minWidth: 0 }}>
              <Typography id="content-preview-title" variant="overline" component="h3" color="text.secondary">
                {valueError ? t('editor.previewLastValid') : t('editor.preview')}
              </Typography>
              <Paper variant="outlined" lang={entry.locale} dir={directionOf(entry.locale)} sx={{ p: { xs: 1.5, sm: 2 }, overflow: 'hidden' }}>
                {/* The public components read the public texts: should those still be loading, only the preview
                    waits (a suspended update here once reverted what had just been typed in the field). */}
                <Suspense fallback={<Typography color="text.secondary">{t('editor.previewLoading')}</Typography>}>
                  {lastGood ? renderPreview(contentKey, lastGood) : <Typography color="text.secondary">{t('editor.previewLoading')}</Typography>}
                </Suspense>
              </Paper>
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('editor.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The site's texts: each key in each of the ten languages, edited one at a time with a preview. */
export function SiteContentAdmin({ renderPreview }: { renderPreview: RenderPreview }) {
  const { t } = useTranslation('admin-content');
  const [contentKey, setContentKey] = useState<ContentKey>('riskWarning');
  const [editing, setEditing] = useState<Entry | null>(null);
  const canChange = useCanChange();
  const { data, error, loading } = useAdminSiteContentQuery({ variables: { key: contentKey }, fetchPolicy: 'cache-and-network' });
  const entries = data?.adminSiteContent.filter((e) => e.key === contentKey);
  const english = entries?.find((e) => e.locale === 'en');
  const currentLabel = t(`keys.${contentKey}.label`);

  return (
    <>
      <Tabs
        value={contentKey}
        onChange={(_event, value: ContentKey) => setContentKey(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('list.keys')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {CONTENT_KEYS.map((key) => (
          <Tab key={key} value={key} label={t(`keys.${key}.label`)} />
        ))}
      </Tabs>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`keys.${contentKey}.hint`)}
      </Typography>
      {error && !entries && <Alert severity="error">{errorMessageOf(error, t('list.loadFailed'), t('networkError'))}</Alert>}
      {loading && !entries && <Typography color="text.secondary">{t('list.loading')}</Typography>}
      {entries && (
        <TableContainer>
          <Table aria-label={t('list.byLanguage', { label: currentLabel })} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('list.language')}</TableCell>
                <TableCell>{t('list.stored')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('list.lastEdited')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t('list.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => {
                const englishOnly = isEnglishOnly(contentKey) && entry.locale !== 'en';
                return (
                  <TableRow key={entry.locale}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{languageName(entry.locale)}</TableCell>
                    <TableCell>
                      {entry.value !== null ? (
                        <Chip size="small" color="primary" variant="outlined" label={entry.locale === 'en' ? t('list.complete') : t('list.ownText')} />
                      ) : (
                        <Chip size="small" label={englishOnly ? t('list.sameAsEnglish') : t('list.showsEnglish')} />
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {entry.updatedBy ? when(entry.updatedAt) : t('list.seeded')}
                    </TableCell>
                    <TableCell align="right">
                      {!englishOnly && canChange && (
                        <Button
                          size="small"
                          onClick={() => setEditing(entry)}
                          aria-label={t('list.editLabel', { label: currentLabel, language: languageName(entry.locale) })}
                        >
                          {t('list.edit')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <ContentEditor
          key={`${contentKey}:${editing.locale}`}
          contentKey={contentKey}
          entry={editing}
          english={english}
          renderPreview={renderPreview}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** Read by screen readers, not shown (pixel sizes as strings: in `sx` a bare 1 means 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
