import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/ui/NotFoundMessage';
import { dictionary } from '@/content/dictionary';
import { SiteBottom, SiteTop } from './_shell/chrome';

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
          link={{ href: '/', label: text.home }}
          links={[
            { href: '/productPage', label: text.products },
            { href: '/contact', label: text.contact },
          ]}
        />
      </main>
      <SiteBottom />
    </>
  );
}
