import type { DemoApplicationSeed, DemoEnquirySeed } from './types';

export const demoApplications: DemoApplicationSeed[] = [
  {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@example.com',
    phoneNumber: '0502418736',
    dob: '1994-06-12',
    qualification: 'B.Sc. Chemistry',
    jobIndex: 1,
    submittedAt: '2026-09-04T09:15:00.000Z',
  },
  {
    firstName: 'Omar',
    lastName: 'Khalil',
    email: 'omar.khalil@example.com',
    phoneNumber: '0556129043',
    dob: '1991-11-03',
    qualification: "Bachelor's in Business",
    jobIndex: 0,
    submittedAt: '2026-09-19T13:42:00.000Z',
  },
  {
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'maria.santos@example.com',
    phoneNumber: '0528847105',
    dob: '1997-02-25',
    qualification: "Bachelor's in Logistics",
    jobIndex: 2,
    submittedAt: '2026-10-02T07:30:00.000Z',
  },
  {
    firstName: 'Elena',
    lastName: 'Petrova',
    email: 'elena.petrova@example.com',
    phoneNumber: '0584630291',
    dob: '1988-08-17',
    qualification: 'M.Sc. Chemistry',
    jobIndex: 9,
    submittedAt: '2026-10-14T11:05:00.000Z',
  },
  {
    firstName: 'Kwame',
    lastName: 'Mensah',
    email: 'kwame.mensah@example.com',
    phoneNumber: '0547713862',
    dob: '1993-04-09',
    qualification: 'Diploma in Refrigeration',
    jobIndex: 10,
    submittedAt: '2026-10-28T15:20:00.000Z',
  },
  {
    firstName: 'Ayesha',
    lastName: 'Siddiqui',
    email: 'ayesha.siddiqui@example.com',
    phoneNumber: '0561958427',
    dob: '1990-12-01',
    qualification: 'B.Com / ACCA',
    jobIndex: 5,
    submittedAt: '2026-11-09T08:50:00.000Z',
  },
];

export const demoEnquiries: DemoEnquirySeed[] = [
  {
    name: 'Hans Becker',
    email: 'h.becker@example.com',
    company: 'Rheinfeld Gewürz Handel GmbH',
    service: 'Green Spice Extracts',
    message:
      'We are looking for black pepper oleoresin with a piperine content of around 40% for a seasoning blend. Please send a specification, a certificate of analysis for a recent lot and your price for 200 kg CIF Hamburg.',
    submittedAt: '2026-08-06T10:12:00.000Z',
  },
  {
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    company: 'Lagoon Naturals Ltd',
    service: 'Purchase',
    message:
      'Could you quote for 100 kg of moringa leaf powder and 50 kg of ashwagandha root powder, packed in 25 kg bags? We would also like samples before confirming.',
    submittedAt: '2026-08-18T14:37:00.000Z',
  },
  {
    name: 'Tomás Herrera',
    email: 'tomas.herrera@example.com',
    company: 'Andes Fresh Foods S.A.',
    service: 'Exporting',
    message:
      'We import frozen fruit for our juice bars and need a regular supplier of frozen mango chunks. Please share your packing options and lead time for a 40 ft reefer container to Callao.',
    submittedAt: '2026-08-29T08:05:00.000Z',
  },
  {
    name: 'Mei Ling Tan',
    email: 'meiling.tan@example.com',
    company: 'Orchid Bay Personal Care Sdn Bhd',
    service: 'Purchase',
    message:
      'We are developing a new body oil and are interested in your lemongrass and sweet orange essential oils. Please send safety data sheets and your prices for 25 kg of each.',
    submittedAt: '2026-09-07T06:48:00.000Z',
  },
  {
    name: 'Yusuf Demir',
    email: 'yusuf.demir@example.com',
    company: 'Anadolu Taste Ingredients',
    service: 'Green Spice Extracts',
    message:
      'Do you supply water-soluble turmeric extract suitable for beverages? We need about 300 kg per quarter and require Halal certification.',
    submittedAt: '2026-09-16T12:20:00.000Z',
  },
  {
    name: 'Grace Wanjiku',
    email: 'grace.wanjiku@example.com',
    company: 'Highland Dairy Feeds Ltd',
    service: 'Purchase',
    message:
      'We would like to know more about your cattle feed products, including composition and minimum order. Delivery would be to Mombasa.',
    submittedAt: '2026-09-25T09:33:00.000Z',
  },
  {
    name: 'Pierre Lefèvre',
    email: 'pierre.lefevre@example.com',
    company: 'Maison Azur Parfums SARL',
    service: 'Purchase',
    message:
      'We are interested in davana oil and vetiver oil for a new fragrance. Could you send samples of 50 ml each and indicate the available quantity for the coming season?',
    submittedAt: '2026-10-03T15:10:00.000Z',
  },
  {
    name: 'Rahul Verma',
    email: 'rahul.verma@example.com',
    company: 'Crescent Wellness Trading LLC',
    service: 'Purchase',
    message:
      'We would like a private-label run of 1,000 bottles of ashwagandha capsules for the UAE market. Please advise on available strengths, bottle sizes and label requirements.',
    submittedAt: '2026-10-12T07:55:00.000Z',
  },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@example.com',
    company: 'Nordvik Food Ingredients AB',
    service: 'Exporting',
    message:
      'We buy several spice powders from different suppliers and would like to consolidate them into one shipment to Gothenburg. Can you handle a mixed container of cumin, coriander and chilli powders with full documentation?',
    submittedAt: '2026-10-21T11:40:00.000Z',
  },
  {
    name: 'Khalid Al Zaabi',
    email: 'khalid.alzaabi@example.com',
    company: 'Gulf Heritage Perfumes Trading',
    service: 'Purchase',
    message:
      'We are looking for oud-style and rose-based fragrance oils for our retail stores. Please send your catalogue and price list for quantities from 25 kg.',
    submittedAt: '2026-10-30T13:05:00.000Z',
  },
  {
    name: 'Jennifer Walsh',
    email: 'jennifer.walsh@example.com',
    company: 'Brightwater Supplements Inc.',
    service: 'Green Spice Extracts',
    message:
      'Please quote for ginger extract standardised to 5% gingerols, 100 kg, with heavy metals and pesticide residue reports. We ship to New Jersey.',
    submittedAt: '2026-11-08T16:25:00.000Z',
  },
  {
    name: 'Nguyen Van An',
    email: 'nguyen.vanan@example.com',
    company: 'Mekong Bakery Supply Co.',
    service: 'Exporting',
    message:
      'We need cardamom powder and cinnamon powder for our bakery clients in Ho Chi Minh City. What documents do you provide for export to Vietnam, and what are your shipping terms?',
    submittedAt: '2026-11-17T10:45:00.000Z',
  },
];
