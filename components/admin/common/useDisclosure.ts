'use client';

import { useId, useState } from 'react';

/**
 * A part of a form behind a button that shows and hides it (the WAI-ARIA disclosure pattern): the
 * button's props and the panel's. `forceOpen` keeps it shown (e.g. while a field in it is invalid,
 * so a problem is never hidden).
 */
export function useDisclosure({ forceOpen = false }: { forceOpen?: boolean } = {}) {
  const [chosen, setChosen] = useState(false);
  const id = useId();
  const open = chosen || forceOpen;
  return {
    open,
    button: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setChosen(!open),
    },
    panel: { id, hidden: !open },
  };
}
