import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { localized } from '@/content/localized';

export default async function NewsNotFound() {
  const { t, routes } = await localized();
  return (
    <NotFoundMessage
      title={t.dictionary.newsNotFound}
      link={{ href: routes.news(), label: t.dictionary.notFoundBack.news }}
    />
  );
}
