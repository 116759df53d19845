'use client';

import { createContext, lazy, Suspense, useContext, useState } from 'react';
import type { DocumentRequestDialogProps } from './DocumentRequestDialog';

// The form (react-hook-form, the schema, the dialog) is only downloaded when a buyer comes near a
// Request button: the product page's first load carries none of it.
const loadDialog = () => import('./DocumentRequestDialog');
const DocumentRequestDialog = lazy(loadDialog);

/** The document a Request button asks for: its id and its name as the buyer read it. */
interface Asked {
  id: number;
  label: string;
}

const Ask = createContext<(document: Asked) => void>(() => undefined);

/**
 * Around a product's documents: the one request dialog their Request buttons open, with the texts
 * of the page's language (given once, not per button).
 */
export function DocumentRequests({
  children,
  ...dialog
}: Omit<DocumentRequestDialogProps, 'document' | 'onClose'> & { children: React.ReactNode }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  return (
    <Ask.Provider value={setAsked}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <DocumentRequestDialog key={asked.id} document={asked} onClose={() => setAsked(null)} {...dialog} />
        </Suspense>
      )}
    </Ask.Provider>
  );
}

/** Opens the request dialog for one document sent on request. */
export function RequestButton({
  document,
  className,
  children,
}: {
  document: Asked;
  className: string;
  children: React.ReactNode;
}) {
  const ask = useContext(Ask);
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => ask(document)}
    >
      {children}
    </button>
  );
}
