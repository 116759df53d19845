import type { FaqItem } from './types';

export const faq: FaqItem[] = [
  {
    question: 'Where do your products come from?',
    answer:
      'We source each product from the regions where it grows best and where processing skills are well established. Spices, oleoresins, herbal extracts and Ayurvedic herbs such as ashwagandha and moringa come mainly from India and Sri Lanka; essential oils come from India, Indonesia, Egypt, Morocco and the Mediterranean; and frozen fruits and vegetables come from approved packers in South Asia, Africa and Europe. All suppliers are checked and approved by our quality team, and the country of origin is stated on every quotation and certificate of origin.',
  },
  {
    question: 'What are herbal extracts?',
    answer:
      'Herbal extracts are concentrated preparations made by drawing the useful compounds out of plant material such as roots, leaves, seeds or flowers, using water, ethanol or other approved solvents. The liquid is then filtered and concentrated, and it is often dried into a powder. Extracts give more consistent strength than the raw herb, and many can be standardised to a stated level of an active compound. They are used in dietary supplements, functional foods and beverages, cosmetics and personal care products.',
  },
  {
    question: 'What is your minimum order quantity?',
    answer:
      'Our minimum order is 25 kg per product for extracts, oleoresins, spice and herbal powders, essential oils and fragrance oils. For frozen fruits and vegetables the minimum is one pallet per shipment, and several frozen items can be combined on that pallet. For private-label perfumes and capsules the minimum is 500 units per product. Samples for evaluation are available before you place a first order.',
  },
  {
    question: 'How do I place an order?',
    answer:
      'Send us your requirements through the contact form on this website or by e-mail, stating the products, quantities, packing and destination. We will reply with a quotation showing prices, lead time and shipping terms. Once you accept it, we issue a proforma invoice. Full payment is due before shipment, by bank transfer or an agreed letter of credit. After payment is received we dispatch the goods and send you the shipping documents and tracking details.',
  },
];
