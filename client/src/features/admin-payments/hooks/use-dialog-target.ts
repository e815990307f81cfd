import { useState } from 'react';

/**
 * The row a dialog acts on. The row stays set while the dialog closes, so its text does not
 * vanish during the closing transition.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (row: T) => {
      setTarget(row);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
