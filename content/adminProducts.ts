/** The admin Product categories screen (spec: Admin product categories) and its API's refusals. */
import { contentMessages } from './validation';

export const adminProductsText = {
  heading: 'All Product Categories',
  intro: 'The categories of the Products page, in the order it shows them. Open one to manage its products.',
  categoriesLabel: 'Product categories',
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  emptyCategories: 'No product categories yet. Click "Create New" to add one.',

  createCategoryTitle: 'Add Category',
  editCategoryTitle: 'Edit Category',
  categoryName: 'Category Name',
  categoryBlurb: 'Category Description',
  categoryBlurbHint: 'Shown under the category name on the Products page.',
  categoryImage: 'Category Image',
  categoryCreated: 'Category created.',
  /** Spec: 'Deleted!' / 'Category has been deleted.' */
  categoryDeleted: 'Category',
  /** Spec: an empty category name → 'Oops...' / 'Category name cannot be empty.' */
  emptyName: { title: 'Oops...', text: contentMessages.categoryName },
  /** A category that still holds products is not deleted: the alert's title (the API says why). */
  notEmptyTitle: 'This category cannot be deleted',
  categoryMissing: 'This category no longer exists.',

  productsHeading: 'Sub-products',
  productsLabel: (category: string) => `Sub-products of ${category}`,
  emptyProducts: 'No sub-products in this category yet. Click "Add Sub-Product" to add one.',
  addProduct: 'Add Sub-Product',
  createProductTitle: 'Add Sub-Product',
  editProductTitle: 'Edit Sub-Product',
  productName: 'Sub-Product Name',
  details: 'Short Details',
  detailsHint: 'One line under the name on the product card, e.g. "Leaf extract, India origin".',
  description1: 'Sub-Product Description',
  description1Hint: 'The first text of the product page, above the two pictures.',
  description2: 'Second Description',
  description2Hint: 'Shown below the two pictures on the product page.',
  image: 'Sub-Product Image',
  imageHint: 'The picture of the product card.',
  detailImage1: 'Detail Image 1',
  detailImage2: 'Detail Image 2',
  detailImageHint: 'One of the two pictures of the product page.',
  category: 'Category',
  categoryHint: 'Choose another category to move the sub-product there.',
  productCreated: (name: string) => `${name} added. It is on the website now.`,
  /** Spec: 'Deleted!' / 'Sub-product has been deleted.' */
  productDeleted: 'Sub-product',
  /** Spec: the sub-product's toggle reads 'Publish' / 'Un Publish'. */
  toggle: { publish: 'Publish', unpublish: 'Un Publish' },

  /** The API's answers (lib/data/products.ts refusals, answered by lib/http route()). */
  api: {
    notEmpty: (n: number) =>
      `This category still holds ${n} ${n === 1 ? 'sub-product' : 'sub-products'}. Move ${n === 1 ? 'it' : 'them'} to another category or delete ${n === 1 ? 'it' : 'them'} first.`,
    unknownCategory: 'This category no longer exists. Please choose another one.',
  },
} as const;
