import { asciiFileName, attachment, contentDisposition } from '../download';

it('keeps a plain name as it is, in quotes', () => {
  expect(contentDisposition('Priya Nair_Resume.pdf')).toBe('attachment; filename="Priya Nair_Resume.pdf"');
});

it('adds the exact UTF-8 name (RFC 5987) beside an ASCII fallback when the name is not plain ASCII', () => {
  expect(contentDisposition("Zoë O'Brien (CV)_Resume.pdf")).toBe(
    `attachment; filename="Zoe O'Brien (CV)_Resume.pdf"; filename*=UTF-8''Zo%C3%AB%20O%27Brien%20%28CV%29_Resume.pdf`,
  );
  expect(asciiFileName('李 雷_Resume.docx')).toBe('Resume.docx');
  expect(asciiFileName('李雷.pdf')).toBe('download.pdf');
});

it('cannot be used to break the header: quotes, backslashes and line breaks are removed', () => {
  const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
  expect(header).not.toMatch(/[\r\n]/);
  expect(header.startsWith('attachment; filename="abcSet-Cookie: x=1.pdf"; filename*=UTF-8\'\'')).toBe(true);
});

it('answers with the bytes, their type and length, never to be sniffed', async () => {
  const response = attachment('a,b\r\n', { filename: 'x.csv', contentType: 'text/csv; charset=utf-8' });
  expect(response.headers.get('content-length')).toBe('5');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.text()).toBe('a,b\r\n');
});
