import { createContext, useContext } from 'react';

/**
 * Whether the signed-in staff member may change things in the console: admins may, support staff
 * (role SUPPORT) read every page and change nothing (the server refuses them too). SessionGate
 * sets it for the console; outside it, nothing is restricted.
 */
export const CanChangeContext = createContext(true);

/** False for support staff: console pages leave out their change buttons and forms. */
export function useCanChange(): boolean {
  return useContext(CanChangeContext);
}
