/** Arabic of the Events page and the home strip (see ./pageText.ts; the events are seed content). */
import type { eventsPage as english } from './pageText';
import type { Translation } from '@/content/ar/types';

export const eventsPage = {
  bannerTitle: 'المعارض التجارية والفعاليات',
  searchKind: 'فعالية',
  intro:
    'التقِ بفريقنا في المعارض التجارية التي نشارك فيها: تذوّق المستخلصات، واختبر روائح الزيوت، وناقش معنا مواصفاتك.',
  upcomingHeading: 'الفعاليات القادمة',
  pastHeading: 'فعاليات سابقة',
  noUpcoming: 'لم نُعلن عن فعاليات قادمة بعد. تواصل معنا لنلتقي في مكتبنا في دبي.',
  when: 'المواعيد',
  where: 'المكان',
  place: '{venue}، {city}، {country}',
  stand: 'تجدنا في',
  organiser: 'موقع الفعالية',
  strip: {
    label: 'التقِ بنا في',
    more: 'كل الفعاليات',
  },
  contactCta: 'احجز موعدًا',
} satisfies Translation<typeof english>;
