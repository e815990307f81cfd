import Box from '@mui/material/Box';
import { CopyButton } from './copy-button';
import { Ltr } from './ltr';

/** "0x5aAeb6…1BeAed": the start and end of a long identifier, the middle cut (both ends are what people compare). */
export function middleTruncate(value: string, head = 8, tail = 6): string {
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}

interface MiddleTruncatedProps {
  /** An address or a transaction hash. */
  value: string;
  head?: number;
  tail?: number;
  /** Accessible name of the copy button ("Copy transaction hash"); no button without it. */
  copyLabel?: string;
  copiedMessage?: string;
}

/**
 * A long address or hash cut in the middle, whole in its tooltip and in what the copy button
 * copies; left to right on a right-to-left page.
 */
export function MiddleTruncated({ value, head, tail, copyLabel, copiedMessage }: MiddleTruncatedProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
      <Ltr title={value}>{middleTruncate(value, head, tail)}</Ltr>
      {copyLabel && <CopyButton value={value} label={copyLabel} successMessage={copiedMessage} />}
    </Box>
  );
}
