import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';
import { routes } from '@/lib/routing/routes';

export default function NewsNotFound() {
  return (
    <NotFoundMessage
      title={dictionary.newsNotFound}
      link={{ href: routes.news(), label: dictionary.notFoundBack.news }}
    />
  );
}
