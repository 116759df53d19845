import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';

export default function BlogNotFound() {
  return (
    <NotFoundMessage
      title={dictionary.blogNotFound}
      link={{ href: '/blogPage', label: dictionary.notFoundBack.blog }}
    />
  );
}
