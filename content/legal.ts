import type { LegalDocument } from './types';

/** The frame of a legal page (the documents follow). */
export const legalLabels = {
  contents: 'Contents',
  updated: 'Last updated:',
  backToContents: 'Back to contents',
  related: 'Related:',
} as const;

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  updated: '2026-11-01',
  intro:
    'These Terms and Conditions govern the use of this website and every quotation, order and sale of products by Kinglife LLC, a company registered in Dubai, United Arab Emirates ("Kinglife", "we", "us"). By using this website or placing an order with us, you agree to these terms. Please read them carefully.',
  summary: {
    heading: 'At a glance',
    points: [
      'We sell to businesses only, on a written quotation and proforma invoice.',
      'Full payment is due before shipment, by bank transfer or an agreed letter of credit.',
      'Defective or damaged items may be returned if you tell us in writing within 14 days of delivery.',
      'Shipping costs are non-refundable.',
      'These terms are governed by the laws of Dubai and the United Arab Emirates.',
    ],
  },
  related: { to: 'privacy', label: 'Privacy Policy' },
  sections: [
    {
      id: 'general-provisions',
      heading: 'General Provisions',
      paragraphs: [
        'These terms apply to all business-to-business dealings between Kinglife and its customers ("you"). Our products are sold only to businesses, and by placing an order you confirm that you are acting on behalf of a business and have authority to bind it.',
        'Any terms printed on your purchase orders or other documents do not apply unless we have accepted them in writing. Where a written supply agreement signed by both parties conflicts with these terms, the signed agreement prevails.',
        'We may update these terms from time to time. The version published on this website on the date of your order applies to that order.',
      ],
    },
    {
      id: 'products-and-services',
      heading: 'Products and Services',
      paragraphs: [
        'We supply natural extracts, essential oils, oleoresins, spice and herbal powders, frozen fruits and vegetables, perfume and fragrance oils, capsules, cattle feed and related export services. Product descriptions, images and specifications on this website are for general information and do not form part of a contract.',
        'The specification that applies to an order is the one stated in our quotation or proforma invoice, or in a product specification sheet we have sent to you. Natural products vary from crop to crop, so minor differences in colour, aroma or appearance within the agreed specification are not defects.',
        'You are responsible for making sure that the products are suitable for your intended use and that their use, labelling and sale comply with the laws of your market. We will provide the documents we reasonably can to help you do this.',
      ],
    },
    {
      id: 'ordering-and-payment',
      heading: 'Ordering and Payment',
      paragraphs: [
        'To order, send us your requirements by the contact form on this website or by e-mail. We will reply with a written quotation, which is valid for the period stated on it, or for 15 days if no period is stated. Prices may change after that period because of crop, currency or freight movements.',
        'When you accept a quotation, we issue a proforma invoice. A contract is formed only when we confirm your order in writing or issue the proforma invoice and receive your payment.',
        'Prices are quoted in United States Dollars (USD) or UAE Dirhams (AED), as shown on the quotation. Unless stated otherwise, prices exclude VAT, import duties, taxes and charges payable in the destination country.',
        'Full payment is due before shipment. We accept payment by bank transfer or by an irrevocable letter of credit (LC) on terms we have agreed in advance. Bank charges on your side are for your account. We are not obliged to ship any goods until full payment has been received in cleared funds or the LC has been accepted by our bank.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Shipping and Delivery',
      paragraphs: [
        'Delivery terms are stated on the quotation and proforma invoice using Incoterms 2020 (for example EXW, FOB, CFR or CIF). The Incoterm agreed determines who arranges and pays for carriage and insurance, and the point at which risk in the goods passes from us to you.',
        'Most sea shipments depart from Jebel Ali Port, Dubai, and air shipments from Dubai. Delivery and transit times we give are estimates; we will keep you informed of any delay, but we are not liable for delays caused by carriers, port authorities, customs or events outside our control.',
        'Risk passes to you as set out in the agreed Incoterm. Ownership of the goods passes to you when we have received full payment.',
        'We provide the shipping documents stated on the proforma invoice, which usually include a commercial invoice, packing list, bill of lading or air waybill, certificate of origin and certificate of analysis, and, where required, health or phytosanitary certificates. Please tell us before ordering if your market needs any other document.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and Claims',
      paragraphs: [
        'Returns are accepted only for items that are defective or damaged on arrival. You must report the problem to us in writing within 14 days of delivery, with clear photographs of the goods, the packaging and the lot labels, and keep the goods and packaging available for inspection.',
        'We do not accept returns of goods that have been correctly supplied to the agreed specification, goods that have been opened, processed or mixed after delivery (except as needed to discover the defect), or goods damaged by improper storage after delivery.',
        'If we confirm that the goods are defective or damaged, we will, at our choice, replace them or issue a credit for their value against a future order. Shipping costs, including the original freight and any return freight, are non-refundable.',
        'Damage that happens in transit after risk has passed to you should be claimed from the carrier or your insurer; we will help by providing the documents we hold.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      paragraphs: [
        'All content on this website, including text, images, artwork, logos and the Kinglife name, belongs to Kinglife LLC or is used with permission. You may view and print pages for your own business use, but you may not copy, republish or use them commercially without our written consent.',
        'Specifications, formulas and technical information we share with you in confidence remain our property and may be used only for evaluating and using our products.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'Our total liability for any claim relating to an order, whether in contract, negligence or otherwise, is limited to the price paid for the goods that gave rise to the claim.',
        'We are not liable for any indirect or consequential loss, including loss of profit, business, production or reputation, arising from the supply or use of our products.',
        'We are not liable for any failure or delay caused by events beyond our reasonable control, such as natural disasters, crop failure, epidemics, war, government action, port closures or disruption to shipping.',
        'Nothing in these terms limits liability that cannot be limited under the laws of the United Arab Emirates.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: [
        'We handle the personal information you give us, such as the contact details in an enquiry or a job application, in accordance with our Privacy Policy, which is published on this website and forms part of these terms.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms and every contract of sale between us are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates.',
        'If a dispute arises, both parties will first try in good faith to settle it amicably through discussion between senior representatives within 30 days of one party notifying the other in writing.',
        'If the dispute is not settled in that time, it will be submitted to the exclusive jurisdiction of the courts of Dubai.',
      ],
    },
    {
      id: 'termination',
      heading: 'Suspension and Termination',
      paragraphs: [
        'We may suspend or cancel an order, or end our trading relationship, if you fail to pay on time, breach these terms, become insolvent, or if supplying you would breach applicable law or sanctions.',
        'If we cancel an order for reasons within our control before shipment, we will refund any payment received for that order. Termination does not affect rights and obligations that have already arisen, or the sections of these terms that by their nature continue to apply.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        'If you have any question about these terms, please contact us:',
        '- E-mail: {email}',
        '- Telephone: {phone}',
        '- Address: {address}',
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-30',
  intro:
    'Kinglife LLC ("Kinglife", "we", "us") respects your privacy. This policy explains what personal information we collect through this website and in the course of our business, why we collect it, how we protect it and what rights you have. It applies to visitors to this website, people who send us enquiries, and people who apply for jobs with us.',
  summary: {
    heading: 'At a glance',
    points: [
      'We collect only what you send us: enquiries, job applications and the details needed to trade with you.',
      'We never sell your information, and this website uses no advertising or analytics cookies.',
      'We keep the details in your requests for {requestMonths} months and in job applications for {applicationMonths} months; then we remove everything that names you.',
      'You can ask for a copy of your information, or ask us to correct or delete it, by writing to {email}; if you sent us a request, you can download or delete it yourself from My requests.',
    ],
  },
  related: { to: 'terms', label: 'Terms and Conditions' },
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        '- Enquiries: when you use our contact form we collect your name, e-mail address, company name, the service you are interested in and your message. If you write to us by e-mail or telephone, we keep the details you give us.',
        '- Job applications: when you apply for a position we collect your first and last name, e-mail address, telephone number, date of birth, qualification, the position you applied for, and the résumé (CV) you upload, together with any information it contains.',
        '- Business dealings: if you become a customer or supplier, we keep the contact, order, shipping and payment details needed to do business with you.',
        '- Quote, sample and document requests: the products and quantities you ask for, your name, company, e-mail address, telephone number, destination and, for samples, the shipping address, with any message you add; then our replies and the files we send you.',
        '- Cookies: this website does not use advertising or analytics cookies and does not track your visits. It sets a strictly necessary cookie only when you sign in: to My requests, with the link we e-mail you (it keeps you signed in for {buyerSessionDays} days, or until you sign out), and when our staff sign in to the website administration. The products you add to a quote list stay in your own browser until you send them.',
        '- Where your visit came from: when you arrive, your browser notes for that tab alone, not in a cookie and without sending anything, the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content), whether it carried an advertising click id (never the id itself), the website that linked to us, the first page you opened and its language. If you then send us a form, this note goes with it and we keep it with your enquiry, request or application, to learn which of our campaigns and partners bring us enquiries. Your browser forgets it when you close the tab; we never share it with advertisers.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use enquiry details to reply to you, prepare quotations and samples, and follow up on your request. We use customer and supplier details to process orders, arrange shipping, issue invoices and keep the records required by law.',
        'We use job application details only to assess your application, contact you about it and, if you are hired, to prepare your employment records.',
        'We do not sell your personal information, and we do not use it for automated decision-making. We will send you marketing messages only if you have asked us to, and you can stop them at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing Your Information',
      paragraphs: [
        'We share personal information only where it is needed to do what you have asked or where the law requires it. This may include freight forwarders, shipping lines, customs brokers, banks and inspection laboratories involved in your order, and the service providers that host our website and e-mail.',
        'These parties may use the information only for the purpose for which we provide it. We may also disclose information to government authorities, courts or regulators where we are legally required to do so.',
      ],
    },
    {
      id: 'protection',
      heading: 'Protecting and Keeping Your Information',
      paragraphs: [
        'We protect personal information with reasonable technical and organisational measures, including encrypted connections to this website, password-protected administration accounts and access limited to the staff who need it.',
        "We keep the details of enquiries and of quote, sample and document requests for {requestMonths} months, and job applications with their résumés for {applicationMonths} months, so that we can consider you for other suitable openings. After that, our systems remove your name, contact details, messages and files by themselves; what our accounts must keep (a request's reference, products, quantities, dates and country) stays, without anything that names you. E-mail we send you is kept for {mailDays} days. You may ask us to delete your information sooner.",
        'Records relating to orders, invoices and payments are kept for as long as UAE commercial and tax laws require. When information is no longer needed, we delete it or make it anonymous.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: [
        '- Access: you may ask for a copy of the personal information we hold about you. We send it as one file, with a link that works for 7 days. If you sent us a quote, sample or document request, you can download it yourself at any time: sign in to My requests with your e-mail address and choose "Download my data".',
        '- Correction: you may ask us to correct information that is inaccurate or incomplete.',
        '- Deletion: you may ask us to delete your information, unless we must keep it to meet a legal obligation or to settle a dispute. From My requests, "Delete my data" does it once you confirm by the link we e-mail you. Copies in our backups disappear as those backups age out, and are never used to bring your information back.',
        '- How to ask: write to us at {email}, stating your name and what you would like us to do. We may ask you to confirm your identity, and we will reply within 30 days.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to Other Websites',
      paragraphs: [
        'This website may contain links to other websites, such as those of certification bodies or trade organisations. We are not responsible for the content or privacy practices of those websites, and we encourage you to read their privacy policies before giving them any personal information.',
      ],
    },
    {
      id: 'international-users',
      heading: 'International Users',
      paragraphs: [
        'Kinglife is based in the United Arab Emirates, and the personal information we collect is stored and processed in the UAE. If you contact us from another country, your information will be transferred to the UAE.',
        'Where we need to send information to another country to complete your order, for example to a shipping agent at the destination port, we send only what is needed and take reasonable steps to make sure it is protected.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy to reflect changes in our practices or in the law. The date of the latest update is shown at the top of this page. If we make significant changes, we will highlight them on this website.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        'If you have any question about this policy or how we handle your information, please contact us:',
        '- E-mail: {email}',
        '- Telephone: {phone}',
        '- Address: {address}',
      ],
    },
  ],
};
