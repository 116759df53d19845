import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { localized } from '@/content/localized';
import { NotFoundBeacon } from '@/features/redirects/site/NotFoundBeacon';
import { endpoints } from '@/lib/api/contract';
import { apiUrl } from '@/lib/routing/routes';

/**
 * A page that does not exist, in the language of the path that was asked for. `counted`: its
 * beacon counts it in the Redirects screen's 404 log — only on the unknown path's page
 * ([...rest]/not-found.tsx): a not-found page of the layout's segment is part of every page's
 * payload, so a beacon there would add its script to every page.
 */
export async function NotFoundPage({ counted = false }: { counted?: boolean }) {
  const { t, routes } = await localized();
  const text = t.dictionary.notFound;
  return (
    <>
      {counted && <NotFoundBeacon url={apiUrl(endpoints.notFound.path)} />}
      <NotFoundMessage
        code={text.code}
        title={text.heading}
        text={text.text}
        link={{ href: routes.home(), label: text.home }}
        links={[
          { href: routes.products(), label: text.products },
          { href: routes.contact(), label: text.contact },
        ]}
      />
    </>
  );
}
