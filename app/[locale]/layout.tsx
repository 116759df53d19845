import type { Metadata } from 'next';
import { locale as localeParam } from 'next/root-params';
import { SiteBottom, SiteTop } from '../_shell/chrome';
import { JsonLd } from '@/app/_shell/JsonLd';
import { FirstTouch } from '@/components/ui/FirstTouch';
import { TipDismiss } from '@/components/ui/TipDismiss';
import { WebVitals } from '@/features/speed/site/WebVitals';
import { getSiteSettings } from '@/features/settings/data';
import { organizationJsonLd } from '@/lib/seo/jsonLd';
import { iconPath } from '@/lib/seo/ogImages';
import { fontClassesFor } from '../fonts';
import { localized } from '@/content/localized';
import { directionOf, LOCALES } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/seo/site';
import { env } from '@/lib/env';
import { PLANTED_LAYOUT_LOCALE } from '@/lib/http/plantedErrors';
import '../styles/globals.css';

export { viewport } from '../_shell/viewport';

// Pages are static HTML, re-rendered at most daily in the background so dates and the copyright
// year stay current without a rebuild.
export const revalidate = 86400;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await localized();
  const { pageMeta } = t;
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: pageMeta.defaultTitle, template: pageMeta.titleTemplate },
    description: pageMeta.defaultDescription,
    applicationName: pageMeta.siteName,
    icons: { apple: iconPath(180) },
    openGraph: { siteName: pageMeta.siteName, type: 'website', locale: locale === 'ar' ? 'ar_AE' : 'en_US' },
  };
}

/** Every public page, in its language: navigation, the page, and the footer (on /contact too). */
export default async function SiteLayout({ children }: LayoutProps<'/[locale]'>) {
  if (env().PLANT_RENDER_ERROR === '1' && (await localeParam()) === PLANTED_LAYOUT_LOCALE)
    throw new Error('A layout error planted for the error page test (PLANT_RENDER_ERROR).');
  const [{ locale, t }, settings] = await Promise.all([localized(), getSiteSettings()]);
  return (
    <html lang={locale} dir={directionOf(locale)} className={fontClassesFor(locale)}>
      <body>
        <FirstTouch />
        <JsonLd data={organizationJsonLd(t.company, settings, locale)} />
        <SiteTop />
        <main id="main">{children}</main>
        <SiteBottom />
        <WebVitals samplePercent={settings.vitalsSamplePercent} />
        <TipDismiss />
      </body>
    </html>
  );
}
