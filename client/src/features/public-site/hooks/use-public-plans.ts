import { startTransition, useEffect, useState } from 'react';
import { toDisplayPlans, type DisplayPlan, type PlanRecord } from '../utils/display-plans';

export interface PublicPlansState {
  plans: DisplayPlan[] | undefined;
  error: boolean;
}

/**
 * The active plans as the server has them now (GET /api/fetch/fetch_plans, a plain fetch like the
 * site content: no Apollo on public pages). The prerendered page holds no figures, only the
 * cards' frames: an admin's edit shows to the next visitor without a rebuild.
 */
export function usePublicPlans(): PublicPlansState {
  const [state, setState] = useState<PublicPlansState>({ plans: undefined, error: false });

  useEffect(() => {
    let live = true;
    fetch('/api/fetch/fetch_plans', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Plans answered ${response.status}`);
        const body = (await response.json()) as { data?: PlanRecord[] };
        return toDisplayPlans(body.data ?? []);
      })
      .then(
        (plans) => live && startTransition(() => setState({ plans, error: false })),
        () => live && setState({ plans: undefined, error: true }),
      );
    return () => {
      live = false;
    };
  }, []);

  return state;
}
