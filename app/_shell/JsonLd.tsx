import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/jsonLd';

/** schema.org data for search engines (lib/seo/jsonLd.ts builds it), escaped for inline HTML. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
