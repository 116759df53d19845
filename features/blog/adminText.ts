/**
 * The admin Blogs screen (spec: Admin blogs). The spec's blog "sub-products" are posts here: its
 * 'Create Sub-Product' button is 'Create Post' and its 'No sub-products available.' reads 'No posts
 * in this category yet.'; the 'Empty Field' alert keeps the spec's words.
 */
export const adminBlogsText = {
  heading: 'Blogs',
  intro: 'The categories of the blog page, in the order visitors see them. Open one to write its posts.',
  listLabel: 'Blog categories',
  empty: 'No Blog Categories available. Click "Create New" to add one.',
  postCount: (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`,
  /** Spec: the alert for a name or title of only spaces. */
  emptyField: 'Empty Field',
  category: {
    createTitle: 'Add Blog Category',
    editTitle: 'Edit Blog Category',
    name: 'Category Name',
    image: 'Category Image',
    created: 'Category created.',
    /** 'Category has been deleted.' (spec). */
    deleted: 'Category',
  },
  /** The API's answer (409) when a category that still holds posts is deleted. */
  categoryNotEmpty: (n: number) =>
    `This category still holds ${n} ${n === 1 ? 'post' : 'posts'}. Delete ${n === 1 ? 'it' : 'them'} first, then the category.`,
  detail: {
    back: 'Blog',
    createPost: 'Create Post',
    postsLabel: (category: string) => `Posts in ${category}`,
    empty: 'No posts in this category yet.',
    missing: 'This category no longer exists. It may have been deleted in another window.',
    backToList: 'Back to the categories',
  },
  post: {
    /** Spec: 'Add Tittle' (typo fixed). */
    createTitle: 'Add Title',
    editTitle: 'Edit Post',
    title: 'Title',
    teaser: 'Description',
    teaserHint: 'One or two sentences, shown on the blog page and in "More Insights".',
    body: 'Article',
    bodyHint:
      'Markdown: an empty line between paragraphs, "## " before a heading, "- " before a list item, **bold**, *italic*, [link text](https://example.com).',
    image: 'Image',
    publishedAt: 'Publish date',
    created: 'Post published: it is on the website now.',
    /** 'Post has been deleted.' (the spec's 'Sub-product has been deleted.'). */
    deleted: 'Post',
    publishedOn: (date: string) => `Dated ${date}`,
  },
  editor: {
    tabsLabel: 'Article editor',
    write: 'Write',
    preview: 'Preview',
    previewEmpty: 'The article appears here as you write it.',
  },
  toggle: { publish: 'Publish', unpublish: 'Unpublish' },
} as const;
