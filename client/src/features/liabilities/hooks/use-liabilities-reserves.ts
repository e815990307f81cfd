import { startTransition, useEffect, useState } from 'react';

export interface ReserveAddressRecord {
  network: string;
  address: string;
  message: string;
  signature: string;
  verified_at: string;
  /** In the asset, a decimal string; null: not read. */
  balance: string | null;
  balance_at: string | null;
}

export interface ReserveAssetRecord {
  asset: string;
  addresses: ReserveAddressRecord[];
  total: string | null;
  unread_addresses: number;
  total_at: string | null;
  rate: string | null;
  rate_source: string | null;
  rate_at: string | null;
  usd_value: string | null;
}

/** GET /api/liabilities/reserves. */
export interface LiabilitiesReservesRecord {
  assets: ReserveAssetRecord[];
  total_usd: string | null;
  liabilities_usd: string | null;
  liabilities_snapshot: number | null;
  liabilities_at: string | null;
  ratio: string | null;
  at: string;
}

/** The declared reserves beside the liabilities (public; a plain fetch like the snapshots). */
export function useLiabilitiesReserves(): { reserves: LiabilitiesReservesRecord | undefined; error: boolean } {
  const [state, setState] = useState<{ reserves: LiabilitiesReservesRecord | undefined; error: boolean }>({ reserves: undefined, error: false });
  useEffect(() => {
    let live = true;
    fetch('/api/liabilities/reserves', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`reserves answered ${response.status}`);
        return (await response.json()) as LiabilitiesReservesRecord;
      })
      .then(
        (reserves) => live && startTransition(() => setState({ reserves, error: false })),
        () => live && setState({ reserves: undefined, error: true }),
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
