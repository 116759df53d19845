import { expect, test, type Page } from '@playwright/test';
import { withE2eDb } from './support/db';
import { routes } from '../lib/routing/routes';
import { openProductFilters } from './support/productFilters';

const categoryButton = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: new RegExp(`^${name}\\s*,`) });
const grid = (page: Page) => page.getByRole('list', { name: /^Products in / });

test.describe('products listing', () => {
  test('is pre-rendered with the default category and its products in the HTML', async ({ request }) => {
    const response = await request.get(routes.products('perfume'));
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-prerender']).toBeTruthy();
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Our Products<\/h1>/);
    for (const name of [
      'Sesbania Extract',
      'Lagerstroemia Speciosa',
      'Glycyrrhiza Glabra (Mulethi)',
      'Ocimum Sanctum',
    ])
      expect(html).toContain(name);
    expect(html).toContain('<title>Our Products | Kinglife LLC</title>');
    expect(html).toMatch(/<meta name="description" content="Herbal extracts, fragrance oils/);
  });

  test('starts on Herbal Extracts, expanded, with its 4 products in the grid', async ({ page }) => {
    await page.goto(routes.products());
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await openProductFilters(page); // a phone folds the categories behind "Filters"
    const herbal = categoryButton(page, 'Herbal Extracts');
    await expect(herbal).toHaveAttribute('aria-current', 'true');
    await expect(herbal).toHaveAttribute('aria-expanded', 'true');
    await expect(categoryButton(page, 'Fragrance Oils')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#category-herbal-extracts-products').getByRole('link')).toHaveText([
      'Sesbania Extract',
      'Lagerstroemia Speciosa',
      'Glycyrrhiza Glabra (Mulethi)',
      'Ocimum Sanctum',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Herbal Extracts' })).toBeVisible();
    const links = grid(page).getByRole('link');
    await expect(links).toHaveCount(4);
    for (let id = 1; id <= 4; id++)
      await expect(links.nth(id - 1)).toHaveAttribute('href', `/productPage/ProductDetailedPage/${id}`);
  });

  test('choosing a category selects and expands it, shows its products and puts it in the URL', async ({
    page,
  }) => {
    await page.goto(routes.products());
    await openProductFilters(page);
    await categoryButton(page, 'Fragrance Oils').click();
    await expect(page).toHaveURL(routes.products('fragrance-oils'));
    await expect(categoryButton(page, 'Fragrance Oils')).toHaveAttribute('aria-current', 'true');
    await expect(categoryButton(page, 'Herbal Extracts')).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Fragrance Oils' })).toBeVisible();
    await expect(grid(page).getByRole('link')).toHaveCount(5);
    await expect(grid(page).getByRole('link').first()).toContainText('Vanilla');
    // Both opened categories stay expanded until a click elsewhere.
    await expect(categoryButton(page, 'Fragrance Oils')).toHaveAttribute('aria-expanded', 'true');
    await expect(categoryButton(page, 'Herbal Extracts')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.locator('#category-fragrance-oils-products').getByRole('link', { name: 'Lavender' }),
    ).toBeVisible();

    await page.getByRole('heading', { level: 1, name: 'Our Products' }).click();
    await expect(categoryButton(page, 'Herbal Extracts')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#category-herbal-extracts-products')).toBeHidden();
    await expect(categoryButton(page, 'Fragrance Oils')).toHaveAttribute('aria-expanded', 'true');

    await categoryButton(page, 'Oleoresins').click();
    // Escape folds what the list shows once the choice has taken effect.
    await expect(categoryButton(page, 'Oleoresins')).toHaveAttribute('aria-current', 'true');
    await categoryButton(page, 'Perfume').focus();
    await page.keyboard.press('Escape');
    await expect(categoryButton(page, 'Oleoresins')).toHaveAttribute('aria-expanded', 'true');
    await expect(categoryButton(page, 'Fragrance Oils')).toHaveAttribute('aria-expanded', 'false');
  });

  test('the category in the URL survives a reload and can be shared', async ({ page }) => {
    await page.goto(routes.products('oleoresins'));
    await openProductFilters(page);
    await expect(categoryButton(page, 'Oleoresins')).toHaveAttribute('aria-current', 'true');
    await expect(grid(page).getByRole('link')).toHaveCount(3);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Oleoresins' })).toBeVisible();
    await expect(grid(page).getByRole('link')).toHaveCount(3);

    await page.goto('/productPage?category=no-such-thing');
    await openProductFilters(page);
    await expect(categoryButton(page, 'Herbal Extracts')).toHaveAttribute('aria-current', 'true');
  });

  test('another casing of the path redirects and keeps the category', async ({ page }) => {
    await page.goto('/PRODUCTPAGE?category=perfume');
    await expect(page).toHaveURL(routes.products('perfume'));
    await expect(page.getByRole('heading', { level: 2, name: 'Perfume' })).toBeVisible();
  });

  test('a card shows its name and blurb on hover and on focus @desktop', async ({ page }) => {
    await page.goto(routes.products());
    const card = grid(page).getByRole('link', { name: /Sesbania Extract/ });
    const caption = card.locator(':scope > span');
    await expect(caption).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(caption).toHaveCSS('opacity', '1');
    await expect(card).toContainText('India origin');
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS('opacity', '0');
    await page.keyboard.press('Tab');
    await card.focus();
    await expect(caption).toHaveCSS('opacity', '1');
  });

  test('on touch screens every card always shows its name and blurb @mobile', async ({ page }) => {
    await page.goto(routes.products());
    const captions = grid(page).getByRole('link').locator(':scope > span');
    await expect(captions).toHaveCount(4);
    for (const caption of await captions.all()) await expect(caption).toHaveCSS('opacity', '1');
  });

  test('cards link to the product, and certifications and the help call to action follow', async ({
    page,
  }) => {
    await page.goto(routes.products());
    await expect(
      page.getByRole('heading', { name: 'Certified quality, trusted affiliations' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /ISO 22000/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need more help?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await grid(page)
      .getByRole('link', { name: /Ocimum Sanctum/ })
      .click();
    await expect(page).toHaveURL(routes.product(4));
    await expect(page.getByRole('heading', { level: 1, name: 'Ocimum Sanctum' })).toBeVisible();
  });
});

test.describe('product detail', () => {
  test('shows the hero, name, first description, two images, second description and help', async ({
    page,
  }) => {
    await page.goto(routes.product(6));
    await expect(page.getByText('Crafted By Nature')).toBeVisible();
    await expect(page.getByText('Bringing global flavors closer to you')).toBeVisible();
    const name = page.getByRole('heading', { level: 1, name: 'Lavender' });
    await expect(name).toBeVisible();
    const first = page.getByText(/^Lavender oil is steam-distilled/);
    const second = page.getByText(/^Oils are analysed by GC/);
    const images = page.getByRole('list', { name: 'Product images' }).getByRole('img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('alt', /lav[ae]nd/i);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    // In reading order: name, first description, images, second description.
    const order = await page.evaluate(() => {
      const texts = ['Lavender', 'Lavender oil is steam-distilled', '', 'Oils are analysed by GC'];
      const nodes = [
        document.querySelector('h1'),
        [...document.querySelectorAll('p')].find((p) => p.textContent!.startsWith(texts[1])),
        document.querySelector('ul[aria-label="Product images"]'),
        [...document.querySelectorAll('p')].find((p) => p.textContent!.startsWith(texts[3])),
      ];
      return nodes.every(
        (node, i) =>
          i === 0 || !!(nodes[i - 1]!.compareDocumentPosition(node!) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    });
    expect(order).toBe(true);
    const y = async (l: import('@playwright/test').Locator) => (await l.boundingBox())!.y;
    expect(await y(images.first())).toBeGreaterThan(await y(first));
    expect(await y(second)).toBeGreaterThan(await y(images.first()));
    await expect(name).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need more help?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fragrance Oils' }).first()).toHaveAttribute(
      'href',
      '/productPage?category=fragrance-oils',
    );
  });

  test('has its own title, description and JSON-LD product data in the HTML', async ({ request }) => {
    const html = await (await request.get(routes.product(1))).text();
    expect(html).toContain('<title>Sesbania Extract | Kinglife LLC</title>');
    expect(html).toMatch(/<meta name="description" content="Leaf &amp; flower dry extract/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    const data = blocks.flatMap((block) => JSON.parse(block[1])).find((item) => item['@type'] === 'Product');
    expect(data).toMatchObject({ '@type': 'Product', name: 'Sesbania Extract', category: 'Herbal Extracts' });
    expect(data.image).toHaveLength(3);
  });

  test('a product added later renders on first request and is then served from the cache @desktop', async ({
    page,
  }) => {
    const id = await withE2eDb(async (client) => {
      const { rows } = await client.query(
        `INSERT INTO products (category_id, name, details, description1, description2, image, images)
         SELECT id, 'Saffron Extract', 'Crocus sativus', 'Saffron is the stigma of Crocus sativus.', 'Packed in tins.',
                '{"src":"/artwork/products/1.svg","alt":"Saffron"}',
                '[{"src":"/artwork/products/1-a.svg","alt":"Saffron flower"},{"src":"/artwork/products/1-b.svg","alt":"Saffron tin"}]'
         FROM product_categories WHERE slug = 'herbal-extracts' RETURNING id`,
      );
      return rows[0].id as number;
    });
    try {
      const response = await page.goto(routes.product(id));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Saffron Extract' })).toBeVisible();
    } finally {
      await withE2eDb((client) => client.query('DELETE FROM products WHERE id = $1', [id]));
    }
    const again = await page.request.get(routes.product(id));
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('Saffron Extract');
  });

  for (const path of ['/productPage/ProductDetailedPage/-1', '/productPage/ProductDetailedPage/1.5']) {
    test(`${path} answers 404 with 'Product not found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    });
  }
});
