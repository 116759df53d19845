/**
 * The image rules as every content dialog and its route share them (lib/validation/content.ts):
 * each picture described in English and Arabic, or marked decorative.
 */
import { bannerSchema, newsUpdateSchema } from '@/features/news/adminValidation';
import { serviceUpdateSchema } from '@/features/services/adminValidation';
import { blogCategoryUpdateSchema, blogPostUpdateSchema } from '@/features/blog/adminValidation';
import { productCategoryUpdateSchema, productUpdateSchema } from '@/features/products/adminValidation';
import { imageAltsOf } from '@/lib/validation/content';

const MESSAGE = 'Describe the picture for people who cannot see it, or mark it decorative.';
const described = { imageAlt: 'Amber bottles of oil', imageAltAr: 'زجاجات زيت كهرمانية' };

const DIALOGS = [
  ['news', newsUpdateSchema, { title: 'T', caption: 'C', description: 'D', date: '2026-01-01' }],
  ['service', serviceUpdateSchema, { name: 'N', description: 'D' }],
  ['blog category', blogCategoryUpdateSchema, { name: 'N' }],
  ['blog post', blogPostUpdateSchema, { title: 'T', teaser: 'T', body: 'B', publishedAt: '2026-01-01' }],
  ['product category', productCategoryUpdateSchema, { name: 'N' }],
] as const;

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

it.each(DIALOGS)('a %s needs both alts, in the words staff read', (_, schema, fields) => {
  expect(fieldErrors(schema.safeParse(fields))).toEqual({ imageAlt: MESSAGE, imageAltAr: MESSAGE });
  expect(fieldErrors(schema.safeParse({ ...fields, imageAlt: 'x', imageAltAr: '   ' }))).toEqual({
    imageAltAr: MESSAGE,
  });
  expect(schema.safeParse({ ...fields, ...described }).success).toBe(true);
});

it.each(DIALOGS)('a decorative %s picture needs no alt, and keeps none', (_, schema, fields) => {
  for (const decorative of [true, 'true']) {
    const result = schema.safeParse({ ...fields, imageAlt: 'Ignored', imageDecorative: decorative });
    expect(result.success).toBe(true);
    expect(imageAltsOf(result.data!, 'image')).toEqual({ alt: '', altAr: '', decorative: true });
  }
  // Anything but a ticked box leaves it described.
  expect(schema.safeParse({ ...fields, imageDecorative: 'false' }).success).toBe(false);
});

it('holds for the home banner and every product picture', () => {
  expect(fieldErrors(bannerSchema.safeParse({}))).toMatchObject({ imageAlt: MESSAGE, imageAltAr: MESSAGE });
  const product = { subproductname: 'N', subproductdescription: 'D', category: '1' };
  expect(fieldErrors(productUpdateSchema.safeParse(product))).toEqual({
    subproductimageAlt: MESSAGE,
    subproductimageAltAr: MESSAGE,
  });
  const main = { subproductimageAlt: 'A bottle', subproductimageAltAr: 'زجاجة' };
  expect(productUpdateSchema.safeParse({ ...product, ...main }).success).toBe(true);
  const detail = new File([new Uint8Array([1])], 'one.png', { type: 'image/png' });
  expect(fieldErrors(productUpdateSchema.safeParse({ ...product, ...main, detailimage2: detail }))).toEqual({
    detailimage2Alt: MESSAGE,
    detailimage2AltAr: MESSAGE,
  });
});
