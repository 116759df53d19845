/** A new product with its picture as the admin's product dialog sends it (multipart), for the several-servers suites. */
import sharp from 'sharp';

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
