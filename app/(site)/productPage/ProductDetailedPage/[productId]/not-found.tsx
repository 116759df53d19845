import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';
import { routes } from '@/lib/routing/routes';

export default function ProductNotFound() {
  return (
    <NotFoundMessage
      title={dictionary.productNotFound}
      link={{ href: routes.products(), label: dictionary.notFoundBack.products }}
    />
  );
}
