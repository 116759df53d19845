import type { HomeTile, ImageRef } from './types';

export const ticker: string[] = [
  'Herbal Extracts',
  'Fragrance Oils',
  'Spice Powders',
  'Oleoresins',
  'Ashwagandha Powders',
  'Moringa Powder',
  'Natural Powders',
];

export const hero = {
  tagline: 'The #1 trading agency for your all needs',
  heading: 'We are committed to quality services & products',
  subtext: 'We bring success to our customers through innovative fragrances, outstanding service',
  primaryCta: 'Explore Our Products',
  secondaryCta: 'Our Quality Standards',
  imageAlt:
    'Illustration of spice powders, herbal extracts and essential oil bottles arranged before a shipping container',
};

export const insights: { title: string; text: string; image: ImageRef }[] = [
  {
    title: 'Natural Ingredients in Modern Skincare',
    text: 'Plant extracts and essential oils are finding a place in more skincare formulas, from soothing creams to cleansing oils. We look at how formulators choose botanical ingredients and what documentation they should expect from a supplier.',
    image: {
      src: '/artwork/insights/1.svg',
      alt: 'Illustration of a cream jar surrounded by leaves, flowers and a dropper bottle',
    },
  },
  {
    title: 'Innovations in the Fragrance Industry',
    text: 'Perfumers are combining traditional natural oils with new extraction methods and more careful sourcing. Here is what these changes mean for brands developing fine fragrances and scented personal care products.',
    image: {
      src: '/artwork/insights/2.svg',
      alt: 'Illustration of perfume bottles beside flowers, citrus peel and resin',
    },
  },
];

export const homeTiles: HomeTile[] = [
  {
    title: 'Sesbania Extract',
    description:
      'A botanical extract from the Sesbania plant, supplied in powder form for herbal supplements and traditional wellness formulations.',
    image: {
      src: '/artwork/products/1.svg',
      alt: 'Illustration of Sesbania leaves and flowers beside a bowl of extract powder',
    },
  },
  {
    title: 'Dawana Oils',
    description:
      'Steam-distilled davana oil with a rich, fruity and warm aroma, prized by perfumers and flavourists for fine fragrances and specialty blends.',
    image: {
      src: '/artwork/products/8.svg',
      alt: 'Illustration of davana sprigs and an amber bottle of oil',
    },
  },
  {
    title: 'Ashwagandha powder',
    description:
      'Finely milled ashwagandha root powder, available as plain powder or standardised extract for capsules, tablets and functional drinks.',
    image: {
      src: '/artwork/products/10.svg',
      alt: 'Illustration of ashwagandha roots beside a bowl of pale powder',
    },
  },
  {
    title: 'Oleoresins',
    description:
      'Concentrated spice oleoresins such as paprika, turmeric, black pepper and ginger that give consistent flavour and colour in small doses.',
    image: {
      src: '/artwork/products/13.svg',
      alt: 'Illustration of red and golden oleoresin in glass jars with whole spices',
    },
  },
  {
    title: 'Frozen Fruits and Vegetables',
    description:
      'Individually quick-frozen fruits and vegetables, held at -18 °C or colder and shipped in reefer containers to keep their colour, taste and texture.',
    image: {
      src: '/artwork/products/16.svg',
      alt: 'Illustration of frozen berries, mango pieces and green peas',
    },
  },
  {
    title: 'Spice powder',
    description:
      'Clean, finely ground spice powders including turmeric, chilli, coriander, cumin and cardamom, packed in food-grade bags for manufacturers.',
    image: { src: '/artwork/products/12.svg', alt: 'Illustration of colourful mounds of ground spices' },
  },
  {
    title: 'Perfume',
    description:
      'Perfume and fragrance oils for private-label brands and manufacturers, from classic oriental blends to fresh modern accords.',
    image: {
      src: '/artwork/products/17.svg',
      alt: 'Illustration of elegant perfume bottles with floral notes',
    },
  },
];

export const aboutTeaser: { heading: string; paragraph: string; images: [ImageRef, ImageRef, ImageRef] } = {
  heading: 'Premier Exporter in the Realm of natural products',
  paragraph:
    'From our office in Deira, Dubai, Kinglife LLC supplies natural extracts, essential oils, oleoresins, spice and herbal powders, frozen fruits and vegetables, fragrance oils and more to businesses around the world. We work with carefully chosen growers and processors, check every lot against an agreed specification, and ship with complete documentation, so food, beverage, cosmetics, personal care and nutraceutical manufacturers can rely on each delivery, from the first sample to the hundredth container.',
  images: [
    { src: '/artwork/home/about-1.svg', alt: 'Illustration of whole spices and herbs on a wooden table' },
    {
      src: '/artwork/home/about-2.svg',
      alt: 'Illustration of a quality technician checking samples in a laboratory',
    },
    {
      src: '/artwork/home/about-3.svg',
      alt: 'Illustration of drums and cartons being loaded into a shipping container',
    },
  ],
};

export const story = {
  heading: 'Our Story & Mission',
  mission:
    'Our mission is to connect manufacturers with natural ingredients they can trust. We aim to offer consistent quality, honest information and dependable delivery, to treat suppliers and customers as long-term partners, and to make international sourcing simple for businesses of every size, whether they order a single drum or several containers a year, and wherever in the world they are based.',
  story:
    'Kinglife LLC began in 2019 as a small trading office in Deira, one of the oldest commercial districts in Dubai, with a simple idea: buyers of natural ingredients deserve a supplier who knows the products, checks the quality and tells the truth about availability. For {years} years we have built relationships with growers, distillers and processors, added new product groups as our customers asked for them, and developed the quality and logistics systems needed to ship with confidence. Today we serve food, beverage, cosmetics and nutraceutical businesses on several continents.',
};

export const milestones: { year: string; text: string }[] = [
  {
    year: '2019',
    text: 'Kinglife LLC is founded in Deira, Dubai, trading spices, herbal powders and essential oils.',
  },
  {
    year: '2020',
    text: 'First shipment to the European Union, a consignment of spice oleoresins and herbal extracts.',
  },
  {
    year: '2021',
    text: 'Food safety management system certified to ISO 22000.',
  },
  {
    year: '2024',
    text: 'Frozen fruits and vegetables range launched with a dedicated cold-chain partner at Jebel Ali.',
  },
  {
    year: '2025',
    text: 'More than 200 clients served in over 30 countries.',
  },
];

export const aboutIntro =
  'Kinglife LLC is a Dubai-based exporter of natural products, founded in 2019 and headquartered in Deira. We supply natural and herbal extracts, essential oils, oleoresins, spice and herbal powders, frozen fruits and vegetables, perfume and fragrance oils, capsules and cattle feed to businesses in the food, beverage, cosmetics, personal care and nutraceutical industries. Our team combines product knowledge with careful supplier selection, laboratory-backed quality checks and experienced export logistics, so that every customer receives the right product, properly documented and delivered on time, with a single point of contact from enquiry to arrival.';
