/**
 * Every string a visitor reads in the site's frame (navigation, footer, shared messages, page
 * titles). Page bodies keep their copy in the other content/ modules. Arabic will add a sibling
 * dictionary of the same shape.
 */

export const navLinks = [
  { to: 'home', label: 'Home' },
  { to: 'about', label: 'About Us' },
  { to: 'products', label: 'Products' },
  { to: 'services', label: 'Services' },
  { to: 'blog', label: 'Blog' },
  { to: 'careers', label: 'Careers' },
  { to: 'contact', label: 'Contact' },
] as const;

export const languages = [
  { code: 'en', label: 'Eng', name: 'English' },
  { code: 'ar', label: 'Arabic', name: 'العربية' },
] as const;

export const dictionary = {
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main navigation',
    home: 'Kinglife home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    language: 'Language',
  },
  footer: {
    tagline: 'Sustainable natural ingredients, sourced with care for a global impact.',
    about:
      'Kinglife LLC is a Dubai exporter of natural extracts, essential oils, oleoresins, spice and herbal powders, frozen produce and perfume, supplying food, cosmetics and nutraceutical businesses worldwide.',
    companyHeading: 'Company',
    companyLinks: [
      { to: 'about', label: 'About' },
      { to: 'services', label: 'Services' },
      { to: 'events', label: 'Events' },
      { to: 'products', label: 'Products' },
      { to: 'blog', label: 'Blogs' },
      { to: 'contact', label: 'Contact' },
    ],
    helpHeading: 'Help',
    helpLinks: [
      { to: 'terms', label: 'Terms and Conditions' },
      { to: 'privacy', label: 'Privacy Policy' },
      { to: 'account', label: 'My requests' },
    ],
    followHeading: 'Follow us',
    reachHeading: 'Reach us',
    copyright: (year: number) => `© ${year} Kinglife LLC. All rights reserved.`,
    newTab: '(opens in a new tab)',
  },
  social: {
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    instagram: 'Instagram',
    twitter: 'X (Twitter)',
  },
  notFound: {
    title: 'Page not found',
    code: '404',
    heading: 'This page has wandered off the trail',
    text: 'The address may be mistyped, or the page may have moved. Our products, articles and contact details are a click away.',
    home: 'Back to home',
    products: 'Browse products',
    contact: 'Contact us',
  },
  productNotFound: 'Product not found',
  blogNotFound: 'Blog not found',
  newsNotFound: 'News article not found',
  preview: {
    label: 'Preview — not public',
    text: 'This page shows changes that are not published yet. Visitors see the published version.',
    exit: 'Leave preview',
  },
  notFoundBack: {
    products: 'See all products',
    blog: 'See all articles',
    news: 'See the latest news',
  },
  helpCta: {
    heading: 'Need more help?',
    text: 'Tell us what you are sourcing: our team replies with specifications, samples and a quotation.',
    button: 'Contact Us',
  },
  certificationsHeading: 'Certified quality, trusted affiliations',
  /** The 'Chat on WhatsApp' links (contact and product pages) and the message they start. */
  whatsapp: {
    label: 'Chat on WhatsApp',
    contactMessage: 'Hello Kinglife, I have a question.',
    productMessage: 'Hello Kinglife, I am interested in {product}.',
    productLead: 'Questions about {product}? Ask our sales team on WhatsApp.',
  },
  carousel: {
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    slide: 'Slide {index} of {total}',
    goTo: 'Go to slide {index}',
  },
} as const;

/** <title> and meta description of each public page. */
export const pageMeta = {
  siteName: 'Kinglife LLC',
  titleTemplate: '%s | Kinglife LLC',
  defaultTitle: 'Kinglife LLC — Natural extracts, essential oils and ingredients exporter, Dubai',
  defaultDescription:
    'Kinglife LLC exports natural extracts, essential oils, oleoresins, spice and herbal powders, frozen fruits and vegetables and perfume from Dubai to food, cosmetics and nutraceutical businesses worldwide.',
  about: {
    title: 'About Us',
    description: 'Who we are: a Dubai exporter of natural products since 2019, our story, mission and team.',
  },
  products: {
    title: 'Our Products',
    description:
      'Herbal extracts, fragrance oils, natural powders, oleoresins, frozen fruits and vegetables, perfume and food supplements for export.',
  },
  services: {
    title: 'Our Production and Export Process',
    description: 'Exporting services, green spice extracts and quality assurance at Kinglife LLC.',
  },
  blog: {
    title: 'Blog',
    description:
      'Articles on frozen produce, perfumes, wellness capsules and cattle feeds for professional buyers.',
  },
  news: { title: 'News and Events', description: 'The latest news and events from Kinglife LLC.' },
  events: {
    title: 'Trade Shows and Events',
    description: 'Where to meet Kinglife LLC: the trade shows we exhibit at, with dates, halls and stands.',
  },
  careers: {
    title: 'Careers',
    description: 'Join our team: current openings at Kinglife LLC in the United Arab Emirates.',
  },
  apply: { title: 'Job Application Form', description: 'Apply for a position at Kinglife LLC.' },
  contact: {
    title: 'Contact',
    description: 'Get in touch with Kinglife LLC in Deira, Dubai: phone, e-mail and enquiry form.',
  },
  quote: {
    title: 'Request a Quote',
    description:
      'Ask Kinglife LLC for prices or samples of natural extracts, essential oils, oleoresins and powders, delivered on your incoterm.',
  },
  terms: { title: 'Terms and Conditions', description: 'The terms and conditions of sale of Kinglife LLC.' },
  privacy: {
    title: 'Privacy Policy',
    description: 'How Kinglife LLC collects, uses and protects personal information.',
  },
} as const;
