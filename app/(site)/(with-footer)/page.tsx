import type { Metadata } from 'next';
import { Hero } from '@/components/site/home/Hero';
import { hero } from '@/content/home';
import { pageMeta } from '@/content/dictionary';
import { getSiteSettings } from '@/lib/data/settings';

export const metadata: Metadata = {
  title: { absolute: pageMeta.defaultTitle },
  description: pageMeta.defaultDescription,
};

export default async function HomePage() {
  const settings = await getSiteSettings();
  return (
    <Hero
      text={hero}
      banner={{ src: settings.homeBanner.src, alt: settings.homeBanner.alt || hero.imageAlt }}
    />
  );
}
