import { useState } from 'react';
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
import { SCOPE_LABELS } from './api-scope-labels';
import { CreateApiTokenDialog } from './create-api-token-dialog';

function TokenItem({ token, first, onRevoke }: { token: ApiTokenRow; first: boolean; onRevoke: () => void }) {
  const expired = !!token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now();
  return (
    <Box component="li" aria-label={token.name} sx={{ py: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {token.name}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ fontFamily: 'monospace' }} title="The token's last four characters">
              …{token.hint}
            </Typography>
            {expired && <Chip size="small" color="warning" label="Expired" />}
          </Stack>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 0.5 }} aria-label="Scopes">
            {token.scopes.map((scope) => (
              <Chip key={scope} size="small" variant="outlined" label={SCOPE_LABELS[scope].name} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Created {formatDate(token.createdAt)} · Last used {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'} ·{' '}
            {token.expiresAt ? `${expired ? 'Expired' : 'Expires'} ${formatDate(token.expiresAt)}` : 'No expiry'}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" color="error" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Personal API tokens for scripts and integrations: create (shown once), list, revoke. */
export function ApiTokensCard() {
  const { tokens, loading, error, allowedScopes } = useApiTokens();
  const { revoke, loading: revoking } = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revokingToken, setRevokingToken] = useState<ApiTokenRow | null>(null);

  return (
    <Card component="section" aria-label="API tokens" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Box sx={{ color: 'primary.main' }}>
            <KeyIcon fontSize="large" />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              API tokens
            </Typography>
            <Typography color="text.secondary">
              Let a script or another app use your account through the API: send the token as <code>Authorization: Bearer &lt;token&gt;</code>. Give each token
              only the scopes it needs, and revoke it when it is no longer used.
            </Typography>
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <Button variant="contained" onClick={() => setCreating(true)}>
              Create token
            </Button>
          </Box>
        </Stack>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label="Loading API tokens" />
          </Box>
        ) : error && !tokens.length ? (
          <Alert severity="error">Could not load your API tokens. Please reload the page.</Alert>
        ) : tokens.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            You have no API tokens.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Your API tokens" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {tokens.map((token, index) => (
              <TokenItem key={token.id} token={token} first={index === 0} onRevoke={() => setRevokingToken(token)} />
            ))}
          </Box>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} allowedScopes={allowedScopes} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={!!revokingToken}
        title="Revoke API token"
        message={`"${revokingToken?.name ?? ''}" stops working at once. Anything using it will be refused.`}
        confirmLabel="Revoke"
        busy={revoking}
        onConfirm={() => {
          if (revokingToken) void revoke(revokingToken.id).then((done) => done && setRevokingToken(null));
        }}
        onClose={() => setRevokingToken(null)}
      />
    </Card>
  );
}
