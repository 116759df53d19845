import type { TeamMember } from './types';

export const team: TeamMember[] = [
  {
    name: 'Rashid Al Mansoori',
    position: 'Managing Director',
    image: {
      src: '/artwork/team/1.svg',
      alt: 'Illustrated portrait of Rashid Al Mansoori, Managing Director',
    },
  },
  {
    name: 'Anil Menon',
    position: 'Director',
    image: {
      src: '/artwork/team/2.svg',
      alt: 'Illustrated portrait of Anil Menon, Director',
    },
  },
  {
    name: 'Sara Haddad',
    position: 'Purchasing Manager',
    image: {
      src: '/artwork/team/3.svg',
      alt: 'Illustrated portrait of Sara Haddad, Purchasing Manager',
    },
  },
];
