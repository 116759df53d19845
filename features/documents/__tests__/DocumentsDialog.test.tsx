import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ProductDocumentDto } from '@/features/documents/dto';
import { productKeys } from '@/features/products/queryKeys';
import { DocumentsDialog } from '../DocumentsDialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const base = {
  productId: 3,
  language: 'en' as const,
  revisionDate: '2026-01-10',
  validUntil: null,
  lot: null,
  access: 'public' as const,
  file: { name: 'doc.pdf', size: 1200 },
  supersededAt: null,
  supersededBy: null,
  expired: false,
  downloads: 0,
};
const documents: ProductDocumentDto[] = [
  { ...base, id: 12, type: 'tds', version: '2', downloads: 1 },
  { ...base, id: 13, type: 'coa', version: '1', lot: 'KL-2411-07', access: 'request', downloads: 3 },
  { ...base, id: 14, type: 'halal', version: '2024-A', validUntil: '2025-06-30', expired: true },
  { ...base, id: 11, type: 'tds', version: '1', supersededAt: '2026-01-12T08:00:00.000Z', supersededBy: 12 },
];

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(productKeys.documents(3), documents);
  return render(
    <QueryClientProvider client={client}>
      <DocumentsDialog product={{ id: 3, name: 'Glycyrrhiza Glabra' }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('<DocumentsDialog>', () => {
  it('lists the current versions with their version, lot, validity and downloads, and the earlier ones apart', () => {
    renderDialog();
    const current = screen.getByRole('list', { name: 'Documents of Glycyrrhiza Glabra' });
    const rows = within(current).getAllByTestId('document-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('Version 2');
    expect(rows[0].textContent).toContain('1 download');
    expect(rows[1].textContent).toContain('Certificate of analysis (English) · KL-2411-07');
    expect(rows[1].textContent).toContain('3 downloads');
    expect(rows[2].textContent).toContain('Expired');

    const history = screen.getByRole('list', {
      name: 'Earlier versions of the documents of Glycyrrhiza Glabra',
    });
    const old = within(history).getAllByTestId('document-history-row');
    expect(old).toHaveLength(1);
    expect(old[0].textContent).toContain('Replaced');
    expect(old[0].textContent).toContain('Version 1');
  });

  it('asks a certificate for its valid-until day and a CoA for its lot', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    const add = screen.getByRole('dialog', { name: 'Add Document' });
    const kind = within(add).getByLabelText('Kind of document', { exact: false });
    expect(within(add).queryByLabelText('Valid until', { exact: false })).toBeNull();
    expect(within(add).getByLabelText('Issue date', { exact: false })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'iso' } });
    expect(within(add).getByLabelText('Valid until', { exact: false })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'coa' } });
    expect(within(add).queryByLabelText('Valid until', { exact: false })).toBeNull();
    expect(within(add).getByLabelText('Lot number', { exact: false })).toBeTruthy();
  });
});
