import type { Testimonial } from './types';

export const testimonials: Testimonial[] = [
  {
    name: 'Faisal Al-Harbi',
    company: 'Najd Bakery Supplies Co., Riyadh',
    text: 'We have bought cardamom and cinnamon powders and spice oleoresins from Kinglife for our bakery customers for several seasons now. The quality matches the samples every time, and the documents arrive before the container does, which makes customs clearance simple.',
    image: {
      src: '/artwork/testimonials/1.svg',
      alt: 'Illustrated portrait of Faisal Al-Harbi, a bakery ingredients distributor in Riyadh',
    },
  },
  {
    name: 'Wanjiru Kamau',
    company: 'Savanna Glow Cosmetics, Nairobi',
    text: 'Kinglife helped us choose the right essential oils for a new body care line and sent small samples so we could test them first. Their team answers questions quickly and clearly, and our orders have always been packed well.',
    image: {
      src: '/artwork/testimonials/2.svg',
      alt: 'Illustrated portrait of Wanjiru Kamau, founder of a cosmetics maker in Nairobi',
    },
  },
  {
    name: 'Daniel Whitfield',
    company: 'Northbridge Wellness Ltd, Manchester',
    text: 'Our supplement range relies on standardised ashwagandha and turmeric extracts, so consistent certificates of analysis matter to us. Kinglife has been reliable on both quality and lead times, and they handle our regulatory questions without fuss.',
    image: {
      src: '/artwork/testimonials/3.svg',
      alt: 'Illustrated portrait of Daniel Whitfield, product manager at a nutraceutical brand in Manchester',
    },
  },
];
