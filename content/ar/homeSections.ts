/** Arabic headings, labels and fixed texts of the home page sections (see ../homeSections.ts). */
import type { homeSections as english } from '../homeSections';
import type { Translation } from './types';

export const homeSections = {
  tickerLabel: 'فئات منتجاتنا',
  process: {
    heading: 'آلية عملنا',
    intro: 'من التوريد إلى الشحن، ثلاث خطوات تضمن ثبات الجودة في كل طلبية.',
    carouselLabel: 'آلية عملنا',
    more: 'اعرف المزيد',
  },
  insights: {
    heading: 'أحدث المقالات',
    carouselLabel: 'أحدث المقالات',
    readMore: 'اقرأ المزيد',
  },
  news: {
    heading: 'آخر الأخبار والفعاليات',
    listLabel: 'المزيد من الأخبار',
    carouselLabel: 'المزيد من الأخبار والفعاليات',
    readMore: 'اقرأ المزيد',
  },
  about: {
    eyebrow: 'من نحن',
    readMore: 'اقرأ المزيد',
    badgeLabel: 'سنوات من الثقة',
  },
  locate: {
    heading: 'موقعنا',
    officeHeading: 'مكتبنا',
    phoneLabel: 'الهاتف',
    showMap: 'عرض الخريطة التفاعلية',
    mapTitle: 'خريطة موقع مكتب كينغ لايف في ديرة، دبي',
    mapAlt: 'خريطة شوارع مرسومة لمنطقة ديرة في دبي، يظهر عليها موقع مكتب كينغ لايف',
    /** OpenStreetMap embed centred on Deira, with the office marker. */
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=55.2950%2C25.2580%2C55.3350%2C25.2860&layer=mapnik&marker=25.2720%2C55.3150',
  },
  faq: {
    eyebrow: 'أسئلة وأجوبة',
    heading: 'الأسئلة الشائعة',
  },
  products: {
    heading: 'منتجاتنا المميزة',
    intro: 'مكونات طبيعية من مزارعين موثوقين، نعالجها ونعبّئها لتلبية احتياجات المصنّعين حول العالم.',
    carouselLabel: 'منتجاتنا المميزة',
  },
  story: {
    yearsLabel: 'سنوات من العمل',
    productsFigure: '30+',
    productsLabel: 'المنتجات',
    missionHeading: 'رسالتنا',
    storyHeading: 'قصتنا',
  },
  testimonials: {
    eyebrow: 'آراء العملاء',
    heading: 'ماذا يقول عملاؤنا',
    carouselLabel: 'آراء عملائنا',
  },
} satisfies Translation<typeof english>;
