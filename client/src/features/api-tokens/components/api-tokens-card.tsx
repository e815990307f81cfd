import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useApiTokens, useRevokeApiToken, type ApiTokenRow } from '../hooks/use-api-tokens';
import { SCOPE_NAMES } from './api-scope-labels';
import { CreateApiTokenDialog } from './create-api-token-dialog';

function TokenItem({ token, first, onRevoke }: { token: ApiTokenRow; first: boolean; onRevoke: () => void }) {
  const { t } = useTranslation('profile');
  const expired = !!token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now();
  const dates = [
    t('apiTokens.created', { date: formatDate(token.createdAt) }),
    token.lastUsedAt ? t('apiTokens.lastUsed', { date: formatDateTime(token.lastUsedAt) }) : t('apiTokens.neverUsed'),
    token.expiresAt ? t(expired ? 'apiTokens.expiredOn' : 'apiTokens.expiresOn', { date: formatDate(token.expiresAt) }) : t('apiTokens.noExpiry'),
  ];
  return (
    <Box component="li" aria-label={token.name} sx={{ py: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {token.name}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ fontFamily: 'monospace' }} title={t('apiTokens.lastFour')}>
              …{token.hint}
            </Typography>
            {expired && <Chip size="small" color="warning" label={t('apiTokens.expired')} />}
          </Stack>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 0.5 }} aria-label={t('apiTokens.scopesLabel')}>
            {token.scopes.map((scope) => (
              <Chip key={scope} size="small" variant="outlined" label={SCOPE_NAMES[scope]} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {dates.join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" color="error" onClick={onRevoke} aria-label={t('apiTokens.revokeLabel', { name: token.name })}>
            {t('apiTokens.revoke')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Personal API tokens for scripts and integrations: create (shown once), list, revoke. */
export function ApiTokensCard() {
  const { t } = useTranslation('profile');
  const { tokens, loading, error, allowedScopes } = useApiTokens();
  const { revoke, loading: revoking } = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revokingToken, setRevokingToken] = useState<ApiTokenRow | null>(null);

  return (
    <Card component="section" aria-label={t('apiTokens.title')} sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Box sx={{ color: 'primary.main' }}>
            <KeyIcon fontSize="large" />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              {t('apiTokens.title')}
            </Typography>
            <Typography color="text.secondary">
              <Trans t={t} i18nKey="apiTokens.intro" components={{ code: <code /> }} shouldUnescape />
            </Typography>
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('apiTokens.create')}
            </Button>
          </Box>
        </Stack>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={t('apiTokens.loading')} />
          </Box>
        ) : error && !tokens.length ? (
          <Alert severity="error">{t('apiTokens.loadFailed')}</Alert>
        ) : tokens.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t('apiTokens.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('apiTokens.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {tokens.map((token, index) => (
              <TokenItem key={token.id} token={token} first={index === 0} onRevoke={() => setRevokingToken(token)} />
            ))}
          </Box>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} allowedScopes={allowedScopes} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={!!revokingToken}
        title={t('apiTokens.revokeTitle')}
        message={t('apiTokens.revokeText', { name: revokingToken?.name ?? '' })}
        confirmLabel={t('apiTokens.revoke')}
        busy={revoking}
        onConfirm={() => {
          if (revokingToken) void revoke(revokingToken.id).then((done) => done && setRevokingToken(null));
        }}
        onClose={() => setRevokingToken(null)}
      />
    </Card>
  );
}
