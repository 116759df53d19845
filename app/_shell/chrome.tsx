import { SiteFooter } from '@/components/site/layout/SiteFooter';
import { socialProfiles } from '@/components/ui/SocialLinks';
import { SiteNav } from '@/components/site/layout/SiteNav';
import { navArt } from '@/components/site/layout/navArt';
import { DARK_NAV_PREFIXES } from '@/components/site/layout/darkNavPages';
import { getSiteSettings } from '@/features/settings/data';
import { localized } from '@/content/localized';
import { pageLinks } from '@/lib/routing/routes';
import styles from './chrome.module.css';

/** Skip link and the fixed navigation of every public page. */
export async function SiteTop() {
  const { t, locale, routes } = await localized();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t.dictionary.skipToContent}
      </a>
      <SiteNav
        locale={locale}
        home={routes.home()}
        links={pageLinks(routes, t.navLinks)}
        languages={t.languages}
        text={t.dictionary.nav}
        search={{ indexUrl: routes.searchIndex(), text: t.searchText }}
        quote={{
          href: routes.quote(),
          text: { navLink: t.quoteText.navLink, navCount: t.quoteText.navCount },
        }}
        art={navArt()}
        startsDarkOn={DARK_NAV_PREFIXES}
      />
    </>
  );
}

/** The footer, with the social links staff manage in the admin's general settings. */
export async function SiteBottom() {
  const [{ t, routes }, settings] = await Promise.all([localized(), getSiteSettings()]);
  const footer = t.dictionary.footer;
  return (
    <SiteFooter
      text={{
        ...footer,
        companyLinks: pageLinks(routes, footer.companyLinks),
        helpLinks: pageLinks(routes, footer.helpLinks),
        copyright: footer.copyright(new Date().getFullYear()),
      }}
      social={socialProfiles(settings)}
      socialNames={t.dictionary.social}
      contact={t.company}
    />
  );
}
