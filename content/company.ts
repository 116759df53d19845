/** Company facts shown across the site and the seed values of the admin's general settings. */
export const company = {
  name: 'Kinglife LLC',
  brand: 'KingLife',
  founded: 2019,
  phone: '+971 4 228 4120',
  phoneHref: 'tel:+97142284120',
  email: 'info@kinglifellc.com',
  address: 'Deira, Dubai, UAE',
  /** Seed values of the admin's general settings (staff change them in /admin/general). */
  settings: {
    enquiryEmail: 'enquiries@kinglifellc.com',
    linkedinUrl: 'https://www.linkedin.com/company/kinglife-llc',
    facebookUrl: 'https://www.facebook.com/kinglifellc',
    instagramUrl: 'https://www.instagram.com/kinglifellc',
    twitterUrl: 'https://x.com/kinglifellc',
    /** The phone above in international digits (wa.me's form); '' in General settings hides the link. */
    whatsappNumber: '97142284120',
  },
} as const;

/** Years in business: the current year minus the founding year (spec section 9). */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - company.founded;
}
