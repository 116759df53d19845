import type { Certification } from '@/content/types';

export const certifications: Certification[] = [
  {
    name: 'ISO 22000',
    image: { src: '/artwork/certifications/iso-22000.svg', alt: 'ISO 22000 food safety management badge' },
  },
  {
    name: 'HACCP',
    image: {
      src: '/artwork/certifications/haccp.svg',
      alt: 'HACCP hazard analysis and critical control points badge',
    },
  },
  {
    name: 'Halal',
    image: { src: '/artwork/certifications/halal.svg', alt: 'Halal certification badge' },
  },
  {
    name: 'GMP',
    image: { src: '/artwork/certifications/gmp.svg', alt: 'GMP good manufacturing practice badge' },
  },
  {
    name: 'Kosher',
    image: { src: '/artwork/certifications/kosher.svg', alt: 'Kosher certification badge' },
  },
  {
    name: 'Dubai Chamber Member',
    image: { src: '/artwork/certifications/dubai-chamber.svg', alt: 'Dubai Chamber membership badge' },
  },
];
