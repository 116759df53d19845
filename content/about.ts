/** Headings and labels of the About page (copy lives in content/home.ts and content/team.ts). */
export const aboutPage = {
  bannerTitle: 'About Us',
  yearsOfTrust: 'Years of trust',
  milestonesHeading: 'Key milestones',
  countersLabel: 'Kinglife in numbers',
  counters: {
    years: { suffix: '+', label: 'Years' },
    clients: { target: 200, suffix: '+', label: 'Clients' },
    products: { target: 30, suffix: '+', label: 'Products' },
    values: { target: 20, suffix: '', label: 'Values' },
  },
  teamHeading: 'Our Team',
  teamCarouselLabel: 'Our team',
} as const;
