/** The admin Product categories screen (spec: Admin product categories) and its API's refusals. */
import { productDocumentsText } from '@/features/documents/pageText';
import { productSpecText } from './pageText';
import { contentMessages } from '@/content/validation';

const productCount = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export const adminProductsText = {
  heading: 'All Product Categories',
  intro: 'The categories of the Products page, in the order it shows them. Open one to manage its products.',
  categoriesLabel: 'Product categories',
  productCount,
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

  /**
   * A product's specification in its dialog (features/products/validation.ts); the forms' and units'
   * names are the product page's, the plain texts' labels are in features/products/specification.ts.
   */
  spec: {
    heading: 'Specification',
    intro:
      'What buyers filter and compare products by; the product page shows what is filled in. Applications and certifications come from "Lists" on the All Product Categories screen.',
    filled: (n: number, of: number) => `${n} of ${of} filled in`,
    casNumber: 'CAS number',
    casNumberHint: 'Like 8000-28-0. Leave it empty for a blend.',
    hsCode: 'HS code',
    hsCodeHint: '6 to 10 digits, like 3301.24.',
    originCountry: 'Origin country',
    form: 'Form',
    forms: productSpecText.forms,
    notGiven: 'Not given',
    /** The unit's empty choice (short: it stands beside the quantity even on a phone). */
    noUnit: 'None',
    applications: 'Applications',
    certifications: 'Certifications',
    noOptions: (list: string) => `${list}: none to choose from yet. Add them under "Lists".`,
    moqQuantity: 'Minimum order',
    moqUnit: 'Unit',
    units: productSpecText.units,
    shelfLife: 'Shelf life (months)',
    shelfLifeHint: 'A whole number from 1 to 120.',
  },

  /** Products → Lists: the applications and certifications staff tick in a product's specification. */
  lists: {
    button: 'Lists',
    title: 'Applications and certifications',
    intro: 'The options you tick in a product’s Specification. Buyers filter products by them.',
    tabsLabel: 'Lists',
    tabs: { applications: 'Applications', certifications: 'Certifications' },
    empty: {
      applications: 'No applications yet. Click "Add application" to add one.',
      certifications: 'No certifications yet. Click "Add certification" to add one.',
    },
    add: { applications: 'Add application', certifications: 'Add certification' },
    createTitle: { applications: 'Add Application', certifications: 'Add Certification' },
    editTitle: { applications: 'Rename Application', certifications: 'Rename Certification' },
    name: 'Name',
    nameHint: 'As buyers read it, e.g. "Food and beverage" or "ISO 22000".',
    created: (name: string) => `${name} added.`,
    /** Spec's 'Deleted!' / '… has been deleted.' */
    deleted: { applications: 'Application', certifications: 'Certification' },
    usedBy: productCount,
    /** Deleting an option: what it does to the products that have it. */
    takenOff: (n: number) =>
      `${n === 0 ? 'No product has it.' : `It is taken off ${productCount(n)}.`} You won't be able to revert this!`,
    /** A certification's certificate, which the product pages link its name to. */
    certificate: {
      button: 'Certificate',
      title: (name: string) => `Certificate: ${name}`,
      intro:
        'The PDF buyers download when they click the certification on a product page. A new one replaces the one before.',
      current: (file: string, size: string) => `Now: ${file} (${size}).`,
      none: 'No certificate',
      chip: (file: string) => `Certificate: ${file}`,
      saved: 'Certificate saved. The product pages link to it now.',
      remove: 'Remove certificate',
      removeConfirm: 'Buyers will no longer be able to download it from the product pages.',
      removed: 'Certificate removed.',
    },
  },

  /**
   * A product's documents (data sheets, certificates: features/documents/validation.ts), from the
   * Documents button of its row. The kinds' and languages' names are the product page's.
   */
  documents: {
    button: 'Documents',
    title: (product: string) => `Documents: ${product}`,
    intro:
      'The PDFs the product page lists. Buyers download a public one there; for one sent on request they give their name, company and e-mail, and we e-mail them a link that works for 7 days (their request is under Enquiry).',
    listLabel: (product: string) => `Documents of ${product}`,
    empty: 'No documents yet. Click "Add document" to add a data sheet or a certificate.',
    add: 'Add document',
    createTitle: 'Add Document',
    editTitle: 'Edit Document',
    type: 'Kind of document',
    types: productDocumentsText.types,
    language: 'Language',
    languages: productDocumentsText.languages,
    version: 'Version',
    versionHint:
      'As printed on the document, e.g. 3 or 2024-A. Adding a document of the same kind and language (and lot) makes it the new version: the old one is kept below as history.',
    revisionDate: 'Issue date',
    revisionDateHint: 'The day this version of the document was issued.',
    validUntil: 'Valid until',
    validUntilHint:
      'The last day the certificate is valid. After it, buyers are no longer given it; Owners and Sales are e-mailed 30 days before.',
    lot: 'Lot number',
    lotHint:
      'For a certificate of analysis of one lot (batch), as printed on the drum, e.g. KL-2411-07. Buyers find it by this number on the product page. Leave empty for a sample CoA.',
    access: 'Who gets it',
    accessChoices: {
      public: 'Public: listed and downloaded from the product page',
      request: 'On request: buyers ask, and a link is e-mailed to them',
    },
    accessChips: { public: 'Public', request: 'On request' },
    file: 'PDF file',
    currentFile: (name: string, size: string) =>
      `Now: ${name} (${size}). Choose another PDF to replace it, or leave this empty to keep it.`,
    dropzone: {
      prompt: 'Drag and drop the PDF here, or',
      browse: 'choose a file',
      touch: 'Choose a file',
      hint: 'One PDF file, up to 10 MB.',
      active: 'Drop the file here',
      chosen: 'Selected file:',
      remove: 'Remove file',
      invalidType: 'The file must be a PDF',
    },
    revised: (date: string) => `Issued ${date}`,
    versionChip: (version: string) => `Version ${version}`,
    validUntilChip: (date: string) => `Valid until ${date}`,
    expiredChip: (date: string) => `Expired ${date}: not given to buyers`,
    lotChip: (lot: string) => `Lot ${lot}`,
    downloadsChip: (n: number) => `${n} ${n === 1 ? 'download' : 'downloads'}`,
    history: 'Earlier versions',
    historyIntro: 'Kept as a record; buyers always get the current version.',
    historyLabel: (product: string) => `Earlier versions of the documents of ${product}`,
    supersededChip: (date: string) => `Replaced ${date}`,
    /** On a document request in Enquiry: the downloads through the link it was mailed. */
    requestDownloads: {
      none: 'Not downloaded yet through the link we mailed.',
      heading: (n: number) => `Downloaded ${n} ${n === 1 ? 'time' : 'times'} through the link we mailed:`,
      by: (email: string) => `by ${email} (signed in)`,
    },
    /** The Dashboard's documents downloaded most, for Owners and Sales. */
    downloaded: {
      heading: 'Documents downloaded',
      intro:
        'Documents sent on request and certificates of analysis of a lot, by how often buyers downloaded them. Who downloaded through a request’s link is on that request in Enquiry.',
      loading: 'Loading the downloads…',
      failed: 'The downloads could not be loaded. Reload the page to try again.',
      none: 'No document sent on request or lot’s certificate has been downloaded yet.',
      listLabel: 'Documents by downloads',
      last: (date: string) => `Last ${date}`,
    },
    /** The Dashboard's list for Owners and Sales. */
    expiring: {
      heading: 'Certificates expiring within 30 days',
      intro:
        'Certificates buyers will soon no longer be given, and those already expired. Upload the renewed certificate as a new version (Products → the product → Documents).',
      loading: 'Loading the certificates…',
      failed: 'The certificates could not be loaded. Reload the page to try again.',
      none: 'No certificate expires within 30 days.',
      listLabel: 'Certificates expiring or expired',
      validUntil: (date: string) => `Valid until ${date}`,
      expired: (date: string) => `Expired ${date}: no longer given to buyers`,
      version: (version: string) => `Version ${version}`,
    },
    /** To Owners and Sales, once per certificate, 30 days before its valid-until day. */
    expiryMail: {
      subject: (certificate: string, product: string) => `Certificate expiring: ${certificate}, ${product}`,
      intro: (certificate: string, product: string, date: string) =>
        `The ${certificate} of ${product} is valid until ${date}. After that day buyers are no longer given it. Upload the renewed certificate as a new version (Products → the product → Documents) before then.`,
      labels: {
        product: 'Product',
        certificate: 'Certificate',
        version: 'Version',
        validUntil: 'Valid until',
      },
      link: 'Open Products in the admin',
    },
    download: 'Download',
    created: 'Document added. It is on the product page now.',
    /** Spec's 'Deleted!' / '… has been deleted.' */
    deleted: 'Document',
  },

  /** The API's answers (features/products/data.ts refusals, answered by lib/http route()). */
  api: {
    notEmpty: (n: number) =>
      `This category still holds ${n} ${n === 1 ? 'sub-product' : 'sub-products'}. Move ${n === 1 ? 'it' : 'them'} to another category or delete ${n === 1 ? 'it' : 'them'} first.`,
    unknownCategory: 'This category no longer exists. Please choose another one.',
  },
} as const;
