'use client';

import { useId, useState } from 'react';

/**
 * A part of a form behind a button that shows and hides it (the WAI-ARIA disclosure pattern): the
 * button's props and the panel's. `initiallyOpen` starts it open; `forceOpen` opens it (e.g. when a field in it turns invalid, so
 * a problem is never hidden) and keeps it open while it holds; it stays open after.
 */
export function useDisclosure({
  forceOpen = false,
  initiallyOpen = false,
}: { forceOpen?: boolean; initiallyOpen?: boolean } = {}) {
  const [open, setOpen] = useState(initiallyOpen);
  // Adjusting state while rendering (not in an effect): the panel is open in the same paint.
  if (forceOpen && !open) setOpen(true);
  const id = useId();
  return {
    open,
    button: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen(!open),
    },
    panel: { id, hidden: !open },
  };
}
