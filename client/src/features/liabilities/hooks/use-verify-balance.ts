import { useCallback, useState } from 'react';
import { restErrorText } from '../../../lib/error-text';
import { verifyLiabilitiesProof, type LiabilitiesProof, type LiabilitiesSnapshotRecord, type VerifyResult } from '../utils/verify-proof';

export type VerifyBalanceState =
  | { phase: 'idle' }
  | { phase: 'downloading' }
  | { phase: 'refused'; message: string }
  | { phase: 'checked'; proof: LiabilitiesProof; published: LiabilitiesSnapshotRecord; result: VerifyResult };

async function getJson<T>(url: string, fallback: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as (T & { message?: unknown; code?: unknown }) | null;
  if (!response.ok || !body) throw new Error(restErrorText(body, fallback));
  return body;
}

/**
 * Downloads the signed-in user's proof and the published snapshot it names, then checks the proof
 * in the browser (Web Crypto): after the two downloads nothing asks the server anything.
 */
export function useVerifyBalance(fallback: string) {
  const [state, setState] = useState<VerifyBalanceState>({ phase: 'idle' });
  const run = useCallback(async () => {
    setState({ phase: 'downloading' });
    try {
      const proof = await getJson<LiabilitiesProof>('/api/liabilities/latest/proof', fallback);
      const published = await getJson<LiabilitiesSnapshotRecord>(`/api/liabilities/${encodeURIComponent(String(proof.snapshot))}`, fallback);
      const result = await verifyLiabilitiesProof(proof, published);
      setState({ phase: 'checked', proof, published, result });
    } catch (error) {
      setState({ phase: 'refused', message: error instanceof Error && error.message ? error.message : fallback });
    }
  }, [fallback]);
  return { state, run };
}

/** Offers the proof as proof.json, the file scripts/verify-liabilities.mjs reads. */
export function saveProofFile(proof: LiabilitiesProof): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'proof.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
