import { createContext, useContext } from 'react';
import type { CurrentUserFragment } from '../../../gql/generated';

export const CurrentUserContext = createContext<CurrentUserFragment | null>(null);

/** The signed-in user; only inside `SessionGate`, which guarantees there is one. */
export function useCurrentUser(): CurrentUserFragment {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside SessionGate');
  return user;
}
