/** Headings, labels and fixed texts of the home page sections (copy lives in content/home.ts). */
export const homeSections = {
  tickerLabel: 'Our product categories',
  process: {
    heading: 'Our Process',
    intro: 'From sourcing to shipping, three steps that keep every order consistent.',
    carouselLabel: 'Our process',
    more: 'Learn more',
  },
  insights: {
    heading: 'Latest Insights',
    carouselLabel: 'Latest insights',
    readMore: 'Read more',
  },
  news: {
    heading: 'Latest News and Events',
    listLabel: 'More news',
    carouselLabel: 'More news and events',
    readMore: 'Read more',
  },
  about: {
    eyebrow: 'About Us',
    readMore: 'Read More',
    badgeLabel: 'Years of trust',
  },
  locate: {
    heading: 'Locate Us',
    officeHeading: 'Our office',
    phoneLabel: 'Phone',
    showMap: 'Show interactive map',
    mapTitle: 'Map of the Kinglife LLC office in Deira, Dubai',
    mapAlt: 'Illustrated street map of Deira, Dubai, with the Kinglife LLC office marked',
    /** OpenStreetMap embed centred on Deira, with the office marker. */
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=55.2950%2C25.2580%2C55.3350%2C25.2860&layer=mapnik&marker=25.2720%2C55.3150',
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Frequently Asked Questions',
  },
  products: {
    heading: 'Our Premium Products',
    intro: 'Natural ingredients from trusted growers, processed and packed for manufacturers worldwide.',
    carouselLabel: 'Our premium products',
  },
  story: {
    yearsLabel: 'Years in business',
    productsFigure: '30+',
    productsLabel: 'Products',
    missionHeading: 'Our Mission',
    storyHeading: 'Our Story',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What Our Clients Say',
    carouselLabel: 'Client testimonials',
  },
} as const;
