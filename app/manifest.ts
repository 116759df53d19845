import type { MetadataRoute } from 'next';
import { pageMeta } from '@/content/dictionary';
import { iconPath } from '@/lib/seo/ogImages';
import { routes } from '@/lib/routing/routes';

/** /manifest.webmanifest: name, colours and icons when the site is added to a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: pageMeta.siteName,
    short_name: 'Kinglife',
    description: pageMeta.defaultDescription,
    start_url: routes.home(),
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b3b3c',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: iconPath(192), type: 'image/png', sizes: '192x192' },
      { src: iconPath(512), type: 'image/png', sizes: '512x512' },
    ],
  };
}
