/**
 * A product category and a product of a test's own, made through the admin API with the page's
 * session (sign in first), and a tearDown that deletes both.
 */
import { expect, type Page } from '@playwright/test';
import { apiUrl } from '../../lib/routing/routes';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import { endpoints } from '../../lib/api/contract';
import { imageUpload } from './images';

export async function ownProduct(page: Page, label: string, fields: Record<string, string> = {}) {
  const categoryResponse = await page.request.post(apiUrl(endpoints.productCategories.path), {
    multipart: {
      name: `${label} shelf`,
      blurb: 'Essential oils.',
      image: await imageUpload('shelf.png'),
      imageDecorative: 'true',
    },
  });
  expect(categoryResponse.status()).toBe(201);
  const category: ProductCategoryDto = await categoryResponse.json();
  const productResponse = await page.request.post(apiUrl(endpoints.productCreate.path), {
    multipart: {
      subproductname: label,
      subproductdescription: `${label} is steam-distilled from the leaves.`,
      subproductimage: await imageUpload('oil.png'),
      subproductimageDecorative: 'true',
      category: String(category.id),
      ...fields,
    },
  });
  expect(productResponse.status()).toBe(201);
  const product: ProductDto = await productResponse.json();
  return {
    category,
    product,
    async tearDown() {
      await page.request.delete(apiUrl(endpoints.product(product.id).path));
      await page.request.delete(apiUrl(endpoints.productCategory(category.id).path));
    },
  };
}
