import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';

export default function ProductNotFound() {
  return (
    <NotFoundMessage
      title={dictionary.productNotFound}
      link={{ href: '/productPage', label: dictionary.notFoundBack.products }}
    />
  );
}
