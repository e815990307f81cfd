import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: amounts, wallet addresses,
 * transaction hashes, emails, reference ids, codes. In Arabic the page is right to left and an
 * address or "-250.75 USD" would otherwise be reordered; <bdi dir="ltr"> keeps it whole and in
 * order, and isolates it from the words around it.
 */
export function Ltr({ children, title }: { children: ReactNode; title?: string }) {
  // The title (the whole value of a shortened one) sits on the element that holds the text.
  return (
    <bdi dir="ltr" title={title}>
      {children}
    </bdi>
  );
}
