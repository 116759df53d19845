import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { textFor } from '@/content/text';
import type { LotLookupAnswer } from '@/features/documents/dto';
import { api } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { formMessagesFor } from '@/lib/validation/messages';
import { LotLookup } from '../LotLookup';

const post = jest.spyOn(api, 'post');

afterEach(() => {
  post.mockReset();
});

function renderLookup(locale: Locale, productId?: number) {
  const text = textFor(locale).productDocumentsText;
  const messages = formMessagesFor(locale);
  render(
    <LotLookup
      productId={productId}
      locale={locale}
      text={text}
      messages={messages.lotLookup}
      requestMessages={messages.document}
    />,
  );
  return text.lotLookup;
}

const match = (access: 'public' | 'request') => ({
  documentId: 41,
  productId: 1,
  productName: 'Sesbania Extract',
  language: 'en' as const,
  access,
  lot: 'KL-2411-07',
  version: '1',
  revisionDate: '2024-11-20',
});

async function find(label: string, lot: string, button: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: lot } });
  // The answer's promise settles inside act, as a browser's would before the next paint.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

describe('<LotLookup>', () => {
  it('sends the lot checked by the endpoint’s schema, with the product, and links a public CoA', async () => {
    post.mockResolvedValue({ lot: 'KL-2411-07', matches: [match('public')] } satisfies LotLookupAnswer);
    const t = renderLookup('en', 1);
    await find(t.label, ' kl-2411-07 ', t.submit);
    const status = screen.getByRole('status');
    const link = await within(status).findByRole('link', { name: /^Download \(PDF\)/ });
    expect(post.mock.calls[0][1]).toEqual({ lot: 'kl-2411-07', productId: 1 });
    expect(link.getAttribute('href')).toBe('/api/v1/documents/41?lang=en');
    expect(link.textContent).toBe('Download (PDF) Certificate of analysis (English) · Lot KL-2411-07');
    expect(link.hasAttribute('download')).toBe(true);
    expect(status.textContent).toContain('Certificate of analysis for lot KL-2411-07 of Sesbania Extract');
  });

  it('offers to ask for a CoA sent on request', async () => {
    post.mockResolvedValue({ lot: 'KL-2411-09', matches: [{ ...match('request'), lot: 'KL-2411-09' }] });
    const t = renderLookup('en');
    await find(t.label, 'KL-2411-09', t.submit);
    expect(await screen.findByRole('button', { name: /^Ask for it/ })).toBeTruthy();
    expect(post.mock.calls[0][1]).toEqual({ lot: 'KL-2411-09' });
    expect(screen.getByRole('status').textContent).toContain('sent on request');
  });

  it('says plainly, in Arabic too, that there is no CoA for an unknown lot, with a link to contact us', async () => {
    post.mockResolvedValue({ lot: 'KL-0000-00', matches: [] });
    const t = renderLookup('ar', 1);
    await find(t.label, 'kl-0000-00', t.submit);
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain('لا توجد على موقعنا شهادة تحليل للتشغيلة KL-0000-00'),
    );
    expect(within(status).getByRole('link', { name: t.contact }).getAttribute('href')).toBe('/ar/contact');
  });

  it('refuses a malformed lot beside the field without asking the server', async () => {
    const t = renderLookup('en', 1);
    await find(t.label, 'KL 24/11', t.submit);
    const field = screen.getByLabelText(t.label, { exact: false });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The example code is kept whole, in an element of its own (components/ui/Bidi.tsx).
    const message = screen.getByText('A lot number has letters, digits and dashes, like', { exact: false });
    expect(message.textContent).toBe('A lot number has letters, digits and dashes, like KL-2411-07');
    expect(document.activeElement).toBe(field);
    expect(post).not.toHaveBeenCalled();
  });
});
