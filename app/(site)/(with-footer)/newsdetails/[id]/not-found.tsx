import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';

export default function NewsNotFound() {
  return (
    <NotFoundMessage
      title={dictionary.newsNotFound}
      link={{ href: '/newsdetails', label: dictionary.notFoundBack.news }}
    />
  );
}
