import { minimalDoc, minimalDocx, minimalPdf, zip } from '../../../test/documents';
import { detectResumeType, isSvg } from '../fileType';

it('recognises a PDF, a DOCX and a legacy Word DOC by their bytes', async () => {
  expect(await detectResumeType(minimalPdf())).toMatchObject({ ext: 'pdf', mime: 'application/pdf' });
  expect(await detectResumeType(minimalDocx())).toMatchObject({ ext: 'docx' });
  expect(await detectResumeType(minimalDoc())).toEqual({ ext: 'doc', mime: 'application/msword' });
});

it('refuses text, images, other zips and other compound files, whatever they are called', async () => {
  expect(await detectResumeType(Buffer.from('Just a text file pretending to be a PDF'))).toBeNull();
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  expect(await detectResumeType(Buffer.concat([png, Buffer.alloc(64)]))).toBeNull();
  expect(await detectResumeType(zip({ 'notes.txt': 'hello' }))).toBeNull();
  const otherCfb = minimalDoc();
  otherCfb.fill(0, 1152, 1152 + 24); // no WordDocument stream (e.g. an old Excel file)
  expect(await detectResumeType(otherCfb)).toBeNull();
});

it('knows an SVG by its bytes (a résumé or any upload that is one is refused)', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect(isSvg(svg)).toBe(true);
  expect(isSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<svg/>'))).toBe(true);
  expect(await detectResumeType(svg)).toBeNull();
  expect(isSvg(minimalPdf())).toBe(false);
  expect(isSvg(Buffer.from('%PDF-1.4 <svg>'))).toBe(false);
});
