import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphQLErrorsOf } from '../../lib/graphql-errors';
import { StepUpDialog } from './step-up-dialog';

/** The server's refusal of a change that needs the password confirmed first ("sudo mode"). */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

export function isStepUpRequired(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.reason === STEP_UP_REQUIRED);
}

type AskForStepUp = () => Promise<boolean>;
const StepUpContext = createContext<AskForStepUp | null>(null);

/** Holds the one step-up dialog of the page; `useStepUp` opens it. Mounted with Apollo (app/apollo-root.tsx). */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<Array<(confirmed: boolean) => void>>([]);
  const ask = useCallback<AskForStepUp>(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  const done = (confirmed: boolean) => {
    setOpen(false);
    for (const resolve of pending.current.splice(0)) resolve(confirmed);
  };
  return (
    <StepUpContext.Provider value={ask}>
      {children}
      <StepUpDialog open={open} onDone={done} />
    </StepUpContext.Provider>
  );
}

/**
 * Wraps a mutation call that may answer STEP_UP_REQUIRED: the dialog asks for the password (and the
 * 2FA code), confirms it, and the call is made once more. Given up, or outside a provider, the
 * original refusal is thrown, so the caller reports it as any other.
 */
export function useStepUp() {
  const ask = useContext(StepUpContext);
  const withStepUp = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!ask || !isStepUpRequired(error) || !(await ask())) throw error;
        return action();
      }
    },
    [ask],
  );
  return useMemo(() => ({ withStepUp }), [withStepUp]);
}
