import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { localized } from '@/content/localized';
import { NotFoundBeacon } from '@/features/redirects/site/NotFoundBeacon';
import { endpoints } from '@/lib/api/contract';
import { apiUrl } from '@/lib/routing/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await localized()).t.dictionary.notFound.title };
}

/**
 * A page that does not exist, in the language of the path that was asked for; its beacon counts it
 * in the Redirects screen's 404 log.
 */
export default async function NotFound() {
  const { t, routes } = await localized();
  const text = t.dictionary.notFound;
  return (
    <>
      <NotFoundBeacon url={apiUrl(endpoints.notFound.path)} />
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
