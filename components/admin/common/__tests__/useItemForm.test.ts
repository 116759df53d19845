import { blogCategoryCreateSchema, blogPostCreateSchema } from '@/features/blog/adminValidation';
import { productUpdateSchema } from '@/features/products/adminValidation';
import { jobSchema } from '@/features/careers/adminValidation';
import { canSaveWith, formDefaults } from '../useItemForm';

/** A chosen file as the schema sees it (jsdom's File has no arrayBuffer()). */
const image = { name: 'teas.png', size: 3, type: 'image/png', arrayBuffer: async () => new ArrayBuffer(3) };

describe('formDefaults: a dialog starts from its schema and the item', () => {
  it('gives a new item empty text and no file', () => {
    expect(formDefaults(blogCategoryCreateSchema.shape, undefined)).toEqual({
      name: '',
      nameAr: '',
      image: undefined,
      // The picture's alt fields (the dialog passes imageAltValues, which makes the checkbox false).
      imageAlt: '',
      imageAltAr: '',
      imageDecorative: '',
      // Its focal point (the dialog passes imageFocusValues: the stored point, or the centre).
      imageFocusX: '',
      imageFocusY: '',
    });
  });

  it('takes an edited item’s fields by name, and the others from `values`', () => {
    const product = {
      id: 4,
      categoryId: 2,
      name: 'Ocimum Sanctum',
      details: 'Leaf extract',
      description1: 'Holy basil.',
      description2: '',
      nameAr: 'الريحان',
      image: { src: '/media/public/x.webp', alt: '' },
    };
    const defaults = formDefaults(productUpdateSchema.shape, product, {
      subproductname: product.name,
      subproductdescription: product.description1,
      category: '2',
    });
    expect(defaults).toMatchObject({
      subproductname: 'Ocimum Sanctum',
      subproductdescription: 'Holy basil.',
      details: 'Leaf extract',
      description2: '',
      nameAr: 'الريحان',
      description1Ar: '',
      category: '2',
      subproductimage: undefined,
      detailimage1: undefined,
    });
  });
});

describe('canSaveWith: Save follows the schema', () => {
  it('waits for every field the schema requires (jobs: all five, blank counts as empty)', () => {
    const job = {
      title: 'QA',
      experience: '2-4 yrs',
      qualification: 'BSc',
      location: 'Dubai',
      description: 'x',
    };
    expect(canSaveWith(jobSchema, job)).toBe(true);
    expect(canSaveWith(jobSchema, { ...job, location: '  ' })).toBe(false);
  });

  it('lets a field whose blank message is an alert through once something is typed there', () => {
    expect(canSaveWith(blogCategoryCreateSchema, { name: '   ', image }, 'name')).toBe(true);
    expect(canSaveWith(blogCategoryCreateSchema, { name: '', image }, 'name')).toBe(false);
    expect(canSaveWith(blogCategoryCreateSchema, { name: 'Teas', image: undefined }, 'name')).toBe(false);
    // Only that field: a blank article still keeps Add disabled.
    const post = { title: '  ', teaser: 'A teaser.', body: 'Text.', publishedAt: '2026-01-05', image };
    expect(canSaveWith(blogPostCreateSchema, post, 'title')).toBe(true);
    expect(canSaveWith(blogPostCreateSchema, { ...post, body: '   ' }, 'title')).toBe(false);
  });
});
