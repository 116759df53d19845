/** Visitor-facing copy of the products listing and product detail pages. */
export const productsPageText = {
  bannerTitle: 'Our Products',
  bannerIntro:
    'Natural ingredients sourced from trusted growers and processed to a stated specification: herbal extracts, fragrance oils, powders, oleoresins, frozen produce, perfume and supplements, packed for export from Dubai.',
  defaultCategory: 'herbal-extracts',
  categoriesHeading: 'Categories',
  /** Accessible name of the button that selects a category and shows its product names. */
  productCount: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  productsIn: (category: string) => `Products in ${category}`,
  empty: 'New products in this category are coming soon. Contact us for current availability.',
} as const;

export const productDetailText = {
  eyebrow: 'Crafted By Nature',
  title: 'Bringing global flavors closer to you',
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbProducts: 'Products',
  imagesLabel: 'Product images',
  backToCategory: (category: string) => `More ${category}`,
} as const;
