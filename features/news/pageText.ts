/** Visitor-facing copy of the news detail pages (/newsdetails and /newsdetails/[id]). */
export const newsPageText = {
  eyebrow: 'News and Events',
  moreHeading: 'More Latest News',
  moreIntro: 'Announcements, partnerships and events from Kinglife LLC.',
  readMore: 'Read more',
} as const;
