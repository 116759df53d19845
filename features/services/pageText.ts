import type { ServiceSeed } from '@/content/types';

export const services: ServiceSeed[] = [
  {
    name: 'Exporting Services',
    description:
      'Kinglife LLC handles the full export process for business buyers, from sourcing the right grade of product to delivering it to your port or warehouse. We work with growers, processors and distillers we know well, and we consolidate orders in Dubai so that you can combine extracts, oils, powders and other products in a single shipment.\n\n' +
      'Our logistics team books sea and air freight out of Jebel Ali and Dubai, prepares commercial invoices, packing lists, certificates of origin and health or phytosanitary certificates where required, and shares tracking details until the goods arrive. We quote under common Incoterms such as FOB, CFR and CIF, so you always know which costs and risks are yours.\n\n' +
      'Whether you need a trial pallet or regular container loads, you deal with one contact who understands both the products and the paperwork.',
    image: {
      src: '/artwork/services/1.svg',
      alt: 'Illustration of a cargo ship and shipping containers at a port',
    },
  },
  {
    name: 'Green Spice Extracts',
    description:
      'Green spice extracts capture the flavour, colour and active compounds of fresh spices and herbs in a concentrated, consistent form. Kinglife supplies extracts and oleoresins of ginger, turmeric, black pepper, cardamom, capsicum, rosemary and other botanicals for food, beverage, nutraceutical and personal care manufacturers.\n\n' +
      'Extracts are available as liquids, pastes, water-soluble forms and spray-dried powders, standardised where relevant to a stated level of active compounds such as curcuminoids, piperine or gingerols. Because an extract is far more concentrated than the raw spice, small dosages give uniform results from batch to batch, with lower microbial load and easier storage.\n\n' +
      'Our team can help you choose the right form and strength for your application and supply samples with full specifications, so your product developers can test before you buy.',
    image: {
      src: '/artwork/services/2.svg',
      alt: 'Illustration of green herbs and spices beside a flask of liquid extract',
    },
  },
  {
    name: 'Quality Assurance',
    description:
      'Quality is checked at every stage of a Kinglife order. Before a supplier is approved, we review its certifications, production practices and test records. Each lot we ship is matched against an agreed specification covering appearance, aroma, moisture, active content and, where relevant, microbiological and contaminant limits.\n\n' +
      'Every shipment is accompanied by a certificate of analysis, and we can arrange independent testing by accredited laboratories on request. We keep retention samples of each lot so that any question raised after delivery can be investigated quickly and fairly.\n\n' +
      'Our food safety management system follows ISO 22000 and HACCP principles, and many of our products are available with Halal and Kosher certification. If your market or customer has particular requirements, tell us at the quotation stage and we will confirm what documentation we can provide.',
    image: {
      src: '/artwork/services/3.svg',
      alt: 'Illustration of a laboratory technician examining samples with a magnifying glass',
    },
  },
];

/** The Services page. */
export const servicesPage = {
  bannerTitle: 'Our Production and Export Process',
  intro: 'How we source, process and ship natural ingredients for businesses worldwide.',
} as const;
