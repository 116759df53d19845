/** The admin Home screen (spec: Admin news and events): the home banner and the news list. */
export const adminHomeText = {
  banner: {
    heading: 'Home Banner',
    intro: 'The picture behind the headline at the top of the home page.',
    image: 'Banner Image',
    /** Spec: the banner hint. */
    hint: '1440 x 825 px',
    current: 'The banner the home page shows now',
    save: 'Save Banner',
    saved: 'Banner saved: the home page shows it now.',
  },
  news: {
    heading: 'News and Events',
    intro: 'What the home page and the news pages show, newest first. New items are published at once.',
    listLabel: 'News items',
    search: 'Search news',
    searchPlaceholder: 'Title or caption',
    clearSearch: 'Clear search',
    empty: 'No news yet. Click "Create New" to add one.',
    noMatch: (q: string) => `No news matches "${q}".`,
    createTitle: 'Create News',
    editTitle: 'Edit News',
    title: 'Title',
    caption: 'Caption',
    captionHint: 'One or two sentences: the summary under the title on the home page.',
    description: 'Description',
    descriptionHint: 'The full article. Separate paragraphs with an empty line.',
    date: 'Date',
    image: 'Image',
    /** Spec: the toggle's words. */
    toggle: { publish: 'Publish', unpublish: 'Un publish' },
    created: 'News item created: it is on the website now.',
    deleted: 'News item',
    preview: 'Preview',
    previewTitle: 'News Preview',
  },
} as const;
