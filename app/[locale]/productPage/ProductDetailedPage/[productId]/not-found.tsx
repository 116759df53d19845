import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { localized } from '@/content/localized';

export default async function ProductNotFound() {
  const { t, routes } = await localized();
  return (
    <NotFoundMessage
      title={t.dictionary.productNotFound}
      link={{ href: routes.products(), label: t.dictionary.notFoundBack.products }}
    />
  );
}
