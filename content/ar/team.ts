import type { team as english } from '../team';
import type { Translation } from './types';

export const team = [
  {
    name: 'راشد المنصوري',
    position: 'المدير العام',
    image: {
      src: '/artwork/team/1.svg',
      alt: 'صورة شخصية مرسومة لراشد المنصوري، المدير العام',
    },
  },
  {
    name: 'Anil Menon',
    position: 'مدير',
    image: {
      src: '/artwork/team/2.svg',
      alt: 'صورة شخصية مرسومة للسيد Anil Menon، مدير',
    },
  },
  {
    name: 'سارة حداد',
    position: 'مديرة المشتريات',
    image: {
      src: '/artwork/team/3.svg',
      alt: 'صورة شخصية مرسومة لسارة حداد، مديرة المشتريات',
    },
  },
] satisfies Translation<typeof english>;
