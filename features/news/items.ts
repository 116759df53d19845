import type { NewsSeed } from '@/content/types';

export const newsItems: NewsSeed[] = [
  {
    title: 'Kinglife LLC Unveils New Essential Oil Collection',
    caption:
      'Kinglife LLC has added a new collection of steam-distilled and cold-pressed essential oils to its export range, available in bulk for the flavour, fragrance and cosmetics industries.',
    body: [
      'Kinglife LLC today announced a new collection of essential oils for its business customers in the food, beverage, cosmetics, personal care and nutraceutical sectors. The collection brings together steam-distilled and cold-pressed oils chosen for consistent aroma, clear documentation and dependable supply.',
      'The range includes lemongrass, peppermint, eucalyptus, clove bud, davana, palmarosa, vetiver and sweet orange oils, sourced from established growing regions in South Asia, the Mediterranean and North Africa. Each lot is supplied with a certificate of analysis, a safety data sheet and, on request, a GC-MS profile so that formulators can check composition before they commit to a production run.',
      'All oils are offered in bulk packing, from 25 kg HDPE or aluminium containers up to 180 kg drums, and can be shipped by sea or air from Dubai. Smaller sample quantities are available to qualified buyers who want to evaluate an oil in their own formulation before placing a full order.',
      '"Our customers asked us for a wider choice of oils with the same paperwork and the same service they already get for our extracts and oleoresins," said the Managing Director of Kinglife LLC. "This collection answers that request, and it gives perfumers and product developers one trusted source for many of the oils they use every day."',
      'Buyers can request the full specification list, current prices and sample availability through the enquiry form on this website or by writing to the Kinglife sales team.',
    ],
    date: '2024-03-24',
    image: {
      src: '/artwork/news/1.svg',
      alt: 'Illustration of amber glass essential oil bottles beside lemongrass, mint and citrus',
    },
  },
  {
    title: 'New Cold-Storage Partnership at Jebel Ali Strengthens Frozen Produce Supply',
    caption:
      'A new partnership with a temperature-controlled warehouse operator at Jebel Ali gives Kinglife LLC dedicated frozen storage for its fruit and vegetable exports.',
    body: [
      "Kinglife LLC has entered into a cold-storage partnership with a temperature-controlled warehouse operator at Jebel Ali, close to the port from which most of the company's sea shipments depart. The arrangement gives Kinglife dedicated frozen storage for its range of fruits and vegetables.",
      'Under the partnership, frozen goods are held at -18 °C or colder from the moment they arrive in Dubai until they are loaded into reefer containers for export. Temperatures are logged continuously, and the records can be shared with customers as part of the shipping documents.',
      'The new capacity allows Kinglife to keep buffer stock of its most requested items, such as frozen mango pulp, mixed berries, green peas, sweet corn and cut vegetables. Customers can therefore combine several products in one container and receive shorter lead times on repeat orders.',
      "Kinglife's quality team will inspect incoming frozen lots at the facility, checking packaging integrity, product temperature and labelling before goods are accepted into stock. Any lot that does not meet specification is set aside and is not shipped to customers.",
      "The partnership supports the company's plan to grow its frozen range during the year. Buyers interested in frozen fruits and vegetables can contact the sales team for current availability, packing options and container loading plans.",
    ],
    date: '2024-03-24',
    image: {
      src: '/artwork/news/2.svg',
      alt: 'Illustration of a refrigerated container being loaded at a port warehouse',
    },
  },
  {
    title: 'Kinglife LLC Meets Buyers from Around the World at Gulfood 2024',
    caption:
      'Kinglife LLC took part in Gulfood 2024 at the Dubai World Trade Centre, meeting food and beverage manufacturers and distributors interested in natural ingredients.',
    body: [
      'Kinglife LLC took part in Gulfood 2024, held in February at the Dubai World Trade Centre. Over the days of the exhibition, the Kinglife team met importers, distributors and manufacturers looking for dependable sources of natural ingredients.',
      'Visitors were able to see and smell samples from across the Kinglife range, including spice oleoresins, herbal extracts, spice powders, essential oils and frozen fruits. Many discussions focused on documentation, shelf life and packing formats, which are often as important to industrial buyers as the product itself.',
      'The team also presented its export services, from sourcing and quality checks to consolidated shipments out of Jebel Ali. Several visitors asked about mixing different product groups in one shipment, a service Kinglife offers to help smaller buyers reduce freight costs.',
      '"Meeting customers face to face in our home city is always valuable," said the Director of Kinglife LLC. "We came away with a clear picture of what buyers need this year, and we are already following up on the samples and quotations requested at the show."',
      'Companies that were unable to visit the stand can still request product information, samples or a quotation through the contact page of this website.',
    ],
    date: '2024-03-24',
    image: {
      src: '/artwork/news/3.svg',
      alt: 'Illustration of an exhibition stand displaying spice and extract samples',
    },
  },
];
