/**
 * Content forms as the admin's dialogs send them (multipart), for the suites and benches that talk
 * to a running site through the admin API (test/adminHttp.ts).
 */
import sharp from 'sharp';

/** An event's dialog, its English texts, dates and link (a picture and its description apart). */
export const EVENT_FIELDS = {
  name: 'Food Ingredients Europe 2027',
  city: 'Frankfurt',
  country: 'Germany',
  venue: 'Messe Frankfurt',
  stand: 'Hall 3.1, Stand F52',
  summary: 'Spice oleoresins and standardised extracts for food makers.',
  startsOn: '2027-11-30',
  endsOn: '2027-12-02',
  link: 'https://www.figlobal.com/fieurope',
};

/**
 * The form for a product named `name` (and `nameAr`) in `categoryId`. `large`: a 2400 × 1600
 * photograph-like picture (noise, a few MB), whose processing takes the server a moment.
 */
export async function productForm(name: string, nameAr: string, categoryId: number, large = false) {
  const picture = large
    ? await sharp({
        create: {
          width: 2400,
          height: 1600,
          channels: 3,
          background: '#7a5230',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer()
    : await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8641e' } })
        .png()
        .toBuffer();
  const form = new FormData();
  for (const [field, value] of Object.entries({
    subproductname: name,
    subproductdescription: `${name} is extracted from the stigmas with ethanol.`,
    category: String(categoryId),
    nameAr,
    // The picture is described (both alts) or decorative: a test's picture says nothing.
    subproductimageDecorative: 'true',
  }))
    form.append(field, value);
  const type = large ? 'image/jpeg' : 'image/png';
  form.append(
    'subproductimage',
    new Blob([new Uint8Array(picture)], { type }),
    large ? 'saffron.jpg' : 'saffron.png',
  );
  return form;
}

/** A news item's picture (one colour, PNG). */
export function newsPicture(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: '#145c5b' } })
    .png()
    .toBuffer();
}

/** A news item's form (its picture, when given, is required to create one). */
export function newsForm(title: string, titleAr: string, image?: Buffer): FormData {
  const form = new FormData();
  const fields = {
    title,
    caption: 'Measuring how fast an edit reaches the CDN.',
    description: 'A news item a bench or a test edits and then deletes.',
    date: new Date().toISOString().slice(0, 10),
    titleAr,
    captionAr: 'قياس سرعة وصول التعديل',
    descriptionAr: 'خبر للقياس',
    imageDecorative: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'bench.png');
  return form;
}
