/** Visitor-facing copy of the news detail pages (/newsdetails and /newsdetails/[id]). */
export const newsPageText = {
  eyebrow: 'News and Events',
  /** Beside a news item among the site search's results. */
  searchKind: 'News',
  moreHeading: 'More Latest News',
  moreIntro: 'Announcements, partnerships and events from Kinglife LLC.',
  readMore: 'Read more',
} as const;
