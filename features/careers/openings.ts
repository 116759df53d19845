import type { JobSeed } from '@/content/types';

/** Builds a job description: intro paragraph, then the two lists. */
function describe(intro: string, responsibilities: string[], requirements: string[]): string {
  return [
    intro,
    ['Responsibilities:', ...responsibilities.map((r) => `- ${r}`)].join('\n'),
    ['Requirements:', ...requirements.map((r) => `- ${r}`)].join('\n'),
  ].join('\n\n');
}

export const jobs: JobSeed[] = [
  {
    title: 'Export Sales Executive',
    location: 'Dubai',
    experience: '2-4 yrs',
    qualification: "Bachelor's in Business",
    description: describe(
      'We are looking for an Export Sales Executive to grow our business with food, beverage and cosmetics manufacturers abroad. You will manage enquiries from first contact to confirmed order, working closely with our logistics and quality teams at our Deira office.',
      [
        'Respond to enquiries, prepare quotations and follow up with prospective buyers',
        'Build and maintain relationships with importers and distributors in assigned markets',
        'Coordinate samples, specifications and documents requested by customers',
        'Keep accurate records of leads, orders and forecasts in the company CRM',
        'Represent the company at trade fairs and customer meetings',
      ],
      [
        'Two or more years of B2B export sales experience, ideally in food ingredients or chemicals',
        'Good understanding of Incoterms and international payment terms',
        'Excellent spoken and written English; Arabic, Hindi or French is an advantage',
        'Willingness to travel occasionally',
      ],
    ),
  },
  {
    title: 'Quality Assurance Chemist',
    location: 'Sharjah',
    experience: '3-5 yrs',
    qualification: 'B.Sc. Chemistry',
    description: describe(
      'Our Quality Assurance Chemist checks incoming and outgoing lots of extracts, essential oils, oleoresins and powders against agreed specifications. The role is based at our partner laboratory and warehouse in Sharjah.',
      [
        'Carry out physical and chemical tests such as moisture, ash, refractive index, specific gravity and colour value',
        "Review suppliers' certificates of analysis and compare them with in-house results",
        'Prepare certificates of analysis and quality records for each shipment',
        'Manage retention samples and investigate customer quality complaints',
        'Support internal audits under our ISO 22000 and HACCP system',
      ],
      [
        'Degree in Chemistry, Food Science or a related field',
        'Three or more years in a quality control laboratory, preferably food or flavour',
        'Working knowledge of GC, HPLC or UV spectrophotometry',
        'Careful, organised and comfortable with documentation',
      ],
    ),
  },
  {
    title: 'Logistics Coordinator',
    location: 'Dubai',
    experience: '2-4 yrs',
    qualification: "Bachelor's in Logistics",
    description: describe(
      'The Logistics Coordinator makes sure every order leaves on time with the correct documents. You will work with freight forwarders, shipping lines and our warehouse teams to move goods out of Jebel Ali and Dubai airport.',
      [
        'Book sea and air freight and compare forwarder quotations',
        'Prepare commercial invoices, packing lists, certificates of origin and other export documents',
        'Arrange customs clearance and coordinate container loading',
        'Track shipments and keep customers and the sales team informed',
        'Maintain shipping records and resolve delays or discrepancies',
      ],
      [
        'Two or more years of export logistics experience in the UAE',
        'Good knowledge of Incoterms, letters of credit documentation and UAE customs procedures',
        'Strong attention to detail and good spreadsheet skills',
      ],
    ),
  },
  {
    title: 'Warehouse Supervisor',
    location: 'Ajman',
    experience: '5-7 yrs',
    qualification: 'Diploma in Supply Chain',
    description: describe(
      'We need an experienced Warehouse Supervisor to run our dry-goods warehouse in Ajman, where drums, cartons and bags of ingredients are received, stored and prepared for export.',
      [
        'Supervise receiving, storage, picking and loading of goods',
        'Enforce first-expired, first-out stock rotation and lot traceability',
        'Keep the warehouse clean, safe and compliant with food safety requirements',
        'Run regular stock counts and reconcile them with the inventory system',
        'Lead and schedule a team of storekeepers and loaders',
      ],
      [
        'Five or more years in warehouse operations, including at least two as a supervisor',
        'Experience with food or chemical storage and warehouse management software',
        'Knowledge of forklift safety and handling of hazardous goods is an advantage',
      ],
    ),
  },
  {
    title: 'Procurement Officer',
    location: 'Al Ain',
    experience: '3-5 yrs',
    qualification: 'B.Com',
    description: describe(
      'The Procurement Officer sources raw materials and finished products from our network of growers, processors and distillers, making sure we buy the right quality at the right price and on time.',
      [
        'Identify, evaluate and onboard new suppliers',
        'Request quotations, negotiate prices and issue purchase orders',
        'Follow up on supplier deliveries and documentation',
        'Work with the quality team on supplier approval and performance reviews',
        'Monitor market prices and crop conditions for key products',
      ],
      [
        'Three or more years of purchasing experience, ideally in agricultural or food products',
        'Strong negotiation and communication skills',
        'Good command of English; knowledge of Hindi or Urdu is an advantage',
        'Proficiency with spreadsheets and ERP systems',
      ],
    ),
  },
  {
    title: 'Accountant',
    location: 'Dubai',
    experience: '3-5 yrs',
    qualification: 'B.Com / ACCA',
    description: describe(
      'We are looking for an Accountant to manage day-to-day finance for a busy trading company with customers and suppliers in many countries.',
      [
        'Maintain the general ledger, accounts payable and accounts receivable',
        'Reconcile bank accounts in AED, USD and other currencies',
        'Prepare VAT returns and support corporate tax compliance in the UAE',
        'Check export payments, letters of credit and bank charges',
        'Prepare monthly management reports and support the annual audit',
      ],
      [
        'Degree in Commerce or Accounting; ACCA or CMA qualification preferred',
        'Three or more years of accounting experience, preferably in trading',
        'Working knowledge of UAE VAT and corporate tax rules',
        'Experience with accounting and ERP software',
      ],
    ),
  },
  {
    title: 'Digital Marketing Specialist',
    location: 'Dubai',
    experience: '2-4 yrs',
    qualification: "Bachelor's in Marketing",
    description: describe(
      'The Digital Marketing Specialist will raise our profile with business buyers online, through our website, professional networks and targeted campaigns.',
      [
        'Plan and publish content for the website, blog and social media channels',
        'Run and measure search and social advertising campaigns aimed at B2B buyers',
        'Improve website search visibility and the quality of enquiries received',
        'Prepare product sheets, presentations and trade fair materials',
      ],
      [
        'Two or more years of digital marketing experience, B2B preferred',
        'Clear, accurate writing in English',
        'Experience with web analytics, search optimisation and advertising platforms',
        'Basic graphic design skills are an advantage',
      ],
    ),
  },
  {
    title: 'Regulatory Affairs Officer',
    location: 'Abu Dhabi',
    experience: '4-6 yrs',
    qualification: 'M.Sc. Food Science',
    description: describe(
      'Our Regulatory Affairs Officer makes sure our products and labels meet the rules of the markets we ship to, and that customers receive the documents they need for import and registration.',
      [
        'Track food, cosmetic and supplement regulations in key export markets',
        'Prepare and maintain product specifications, allergen statements and safety data sheets',
        'Manage Halal, Kosher and other certification renewals',
        'Answer customer regulatory questionnaires and supplier audits',
        'Advise sales and procurement on regulatory risks for new products',
      ],
      [
        "Master's degree in Food Science, Chemistry or a related field",
        'Four or more years in regulatory affairs for food ingredients, flavours or cosmetics',
        'Familiarity with GCC, EU and US regulatory frameworks',
        'Excellent written English and attention to detail',
      ],
    ),
  },
  {
    title: 'Customer Service Representative',
    location: 'Ras Al Khaimah',
    experience: '1-3 yrs',
    qualification: "Bachelor's Degree",
    description: describe(
      'As a Customer Service Representative you will be the first point of contact for many of our buyers, answering questions and keeping orders moving smoothly.',
      [
        'Respond to e-mails, calls and website enquiries promptly and politely',
        'Share order status, shipping updates and documents with customers',
        'Log complaints and coordinate their resolution with quality and logistics',
        'Keep customer records up to date',
      ],
      [
        'One or more years in customer service, preferably in a B2B setting',
        'Fluent English; a second language such as Arabic, Russian or French is an advantage',
        'Friendly, patient and well organised',
      ],
    ),
  },
  {
    title: 'Perfume Formulation Chemist',
    location: 'Sharjah',
    experience: '5-7 yrs',
    qualification: 'M.Sc. Chemistry',
    description: describe(
      'We are seeking a Perfume Formulation Chemist to develop and match fragrance oils for our private-label and industrial fragrance customers.',
      [
        'Create new fragrance oils and adapt existing formulas to customer briefs',
        'Match reference fragrances and adjust formulas for cost and stability',
        'Test fragrances in application bases such as alcohol sprays, lotions and soaps',
        'Maintain formula records and raw material documentation',
        'Check formulas against applicable fragrance safety guidelines',
      ],
      [
        'Degree in Chemistry or a related subject; formal perfumery training is an advantage',
        'Five or more years of fragrance formulation experience',
        'A trained nose and good knowledge of essential oils and aroma chemicals',
        'Familiarity with fragrance safety standards and labelling of allergens',
      ],
    ),
  },
  {
    title: 'Cold-Chain Technician',
    location: 'Fujairah',
    experience: '2-4 yrs',
    qualification: 'Diploma in Refrigeration',
    description: describe(
      'The Cold-Chain Technician keeps our frozen fruits and vegetables at the right temperature from storage to loading, working with our cold-storage partners and shipping lines.',
      [
        'Monitor freezer and reefer container temperatures and data loggers',
        'Inspect refrigeration units and report faults for repair',
        'Check product temperatures at receiving and before loading',
        'Keep temperature records for quality and customer documentation',
      ],
      [
        'Diploma in refrigeration, HVAC or mechanical engineering',
        'Two or more years of experience with industrial refrigeration or reefer containers',
        'Willingness to work in cold environments and flexible shifts',
      ],
    ),
  },
  {
    title: 'HR Officer',
    location: 'Umm Al Quwain',
    experience: '3-5 yrs',
    qualification: 'MBA (HR)',
    description: describe(
      'The HR Officer supports our growing team across several emirates, looking after recruitment, onboarding and day-to-day employee matters.',
      [
        'Manage recruitment, from job postings to interviews and offers',
        'Handle visas, work permits and labour contracts with the relevant authorities',
        'Maintain employee records, leave and attendance',
        'Coordinate training and performance reviews',
        'Ensure HR practices comply with UAE labour law',
      ],
      [
        'Degree in Human Resources or Business; an MBA in HR is preferred',
        'Three or more years of HR experience in the UAE',
        'Good knowledge of UAE labour law and visa processes',
        'Discreet, organised and people-focused',
      ],
    ),
  },
];
