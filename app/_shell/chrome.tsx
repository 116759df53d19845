import { company } from '@/content/company';
import { dictionary, languages, navLinks } from '@/content/dictionary';
import { SiteFooter, type FooterSocialLink } from '@/components/site/layout/SiteFooter';
import { SiteNav } from '@/components/site/layout/SiteNav';
import { getSiteSettings } from '@/lib/data/settings';
import styles from './chrome.module.css';

/** Skip link and the fixed navigation of every public page. */
export function SiteTop() {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {dictionary.skipToContent}
      </a>
      <SiteNav links={navLinks} languages={languages} text={dictionary.nav} />
    </>
  );
}

/** The footer, with the social links staff manage in the admin's general settings. */
export async function SiteBottom() {
  const settings = await getSiteSettings();
  const social: FooterSocialLink[] = (
    [
      { network: 'linkedin', label: dictionary.social.linkedin, href: settings.linkedinUrl },
      { network: 'facebook', label: dictionary.social.facebook, href: settings.facebookUrl },
      { network: 'instagram', label: dictionary.social.instagram, href: settings.instagramUrl },
      { network: 'twitter', label: dictionary.social.twitter, href: settings.twitterUrl },
    ] satisfies FooterSocialLink[]
  ).filter((link) => link.href.trim() !== '');
  return (
    <SiteFooter
      text={{ ...dictionary.footer, copyright: dictionary.footer.copyright(new Date().getFullYear()) }}
      social={social}
      contact={company}
    />
  );
}
