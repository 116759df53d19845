import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';
import { SiteBottom, SiteTop } from './_shell/chrome';
import { routes } from '@/lib/routing/routes';

export const metadata: Metadata = { title: dictionary.notFound.title };

export default function NotFound() {
  const text = dictionary.notFound;
  return (
    <>
      <SiteTop />
      <main id="main">
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
      </main>
      <SiteBottom />
    </>
  );
}
