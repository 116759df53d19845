import type { certifications as english } from './certifications';
import type { Translation } from '@/content/ar/types';

export const certifications = [
  {
    name: 'ISO 22000',
    image: {
      src: '/artwork/certifications/iso-22000.svg',
      alt: 'شارة ISO 22000 لنظام إدارة سلامة الغذاء',
    },
  },
  {
    name: 'HACCP',
    image: {
      src: '/artwork/certifications/haccp.svg',
      alt: 'شارة HACCP لتحليل المخاطر ونقاط التحكم الحرجة',
    },
  },
  {
    name: 'حلال',
    image: { src: '/artwork/certifications/halal.svg', alt: 'شارة شهادة الحلال' },
  },
  {
    name: 'GMP',
    image: { src: '/artwork/certifications/gmp.svg', alt: 'شارة GMP لممارسات التصنيع الجيدة' },
  },
  {
    name: 'كوشر',
    image: { src: '/artwork/certifications/kosher.svg', alt: 'شارة شهادة الكوشر' },
  },
  {
    name: 'عضو في غرفة دبي',
    image: { src: '/artwork/certifications/dubai-chamber.svg', alt: 'شارة العضوية في غرفة دبي' },
  },
] satisfies Translation<typeof english>;
