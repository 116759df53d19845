import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { localized } from '@/content/localized';

export default async function BlogNotFound() {
  const { t, routes } = await localized();
  return (
    <NotFoundMessage
      title={t.dictionary.blogNotFound}
      link={{ href: routes.blog(), label: t.dictionary.notFoundBack.blog }}
    />
  );
}
