/** The Events page and the home page's "Meet us at" strip (the events themselves are content). */
export const eventsPage = {
  bannerTitle: 'Trade Shows and Events',
  /** Beside an event among the site search's results. */
  searchKind: 'Event',
  intro:
    'Meet our team at the trade shows where we exhibit: taste the extracts, smell the oils and talk about your specifications.',
  upcomingHeading: 'Upcoming events',
  pastHeading: 'Past events',
  noUpcoming: 'No upcoming events are announced yet. Contact us to meet at our office in Dubai.',
  when: 'Dates',
  where: 'Venue',
  /** Where it is held, in one line. */
  place: '{venue}, {city}, {country}',
  stand: 'Find us at',
  organiser: 'Event website',
  strip: {
    label: 'Meet us at',
    more: 'All events',
  },
  contactCta: 'Book a meeting',
} as const;
