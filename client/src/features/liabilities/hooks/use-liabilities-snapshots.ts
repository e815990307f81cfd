import { startTransition, useEffect, useState } from 'react';
import type { LiabilitiesSnapshotRecord } from '../utils/verify-proof';

export interface LiabilitiesSnapshotsState {
  /** Newest first; undefined while loading. */
  snapshots: LiabilitiesSnapshotRecord[] | undefined;
  error: boolean;
}

/** The published proof-of-liabilities snapshots (GET /api/liabilities, public; a plain fetch: no Apollo on public pages). */
export function useLiabilitiesSnapshots(): LiabilitiesSnapshotsState {
  const [state, setState] = useState<LiabilitiesSnapshotsState>({ snapshots: undefined, error: false });
  useEffect(() => {
    let live = true;
    fetch('/api/liabilities', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`liabilities answered ${response.status}`);
        return ((await response.json()) as { snapshots: LiabilitiesSnapshotRecord[] }).snapshots;
      })
      .then(
        (snapshots) => live && startTransition(() => setState({ snapshots, error: false })),
        () => live && setState({ snapshots: undefined, error: true }),
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
