import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';
import { routes } from '@/lib/routing/routes';

export default function BlogNotFound() {
  return (
    <NotFoundMessage
      title={dictionary.blogNotFound}
      link={{ href: routes.blog(), label: dictionary.notFoundBack.blog }}
    />
  );
}
