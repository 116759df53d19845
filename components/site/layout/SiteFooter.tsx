import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import type { SocialNetwork } from '@/components/ui/SocialIcon';
import { SocialLinks } from '@/components/ui/SocialLinks';
import styles from './SiteFooter.module.css';
import Bidi from '@/components/ui/Bidi';

export interface SiteFooterProps {
  text: {
    tagline: string;
    about: string;
    companyHeading: string;
    companyLinks: readonly { href: string; label: string }[];
    helpHeading: string;
    helpLinks: readonly { href: string; label: string }[];
    followHeading: string;
    reachHeading: string;
    copyright: string;
    newTab: string;
  };
  social: { network: SocialNetwork; href: string }[];
  socialNames: Record<SocialNetwork, string>;
  contact: { phone: string; phoneHref: string; email: string; address: string };
}

export function SiteFooter({ text, social, socialNames, contact }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.tagline}>
          <Bidi text={text.tagline} />
        </p>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Img src="/artwork/logo-light.svg" alt="Kinglife" width={150} height={40} />
            <p className={styles.about}>
              <Bidi text={text.about} />
            </p>
            {social.length > 0 && (
              <div>
                <h2 className={styles.heading}>{text.followHeading}</h2>
                <SocialLinks profiles={social} names={socialNames} newTab={text.newTab} />
              </div>
            )}
          </div>
          <LinkColumn id="footer-company" heading={text.companyHeading} links={text.companyLinks} />
          <LinkColumn id="footer-help" heading={text.helpHeading} links={text.helpLinks} />
          <div>
            <h2 className={styles.heading}>{text.reachHeading}</h2>
            <ul className={styles.contact}>
              <li>
                <Icon node={Phone} aria-hidden size={18} />
                <a href={contact.phoneHref} dir="ltr">
                  <Bidi text={contact.phone} isolate />
                </a>
              </li>
              <li>
                <Icon node={Mail} aria-hidden size={18} />
                <a href={`mailto:${contact.email}`} dir="ltr">
                  <Bidi text={contact.email} isolate />
                </a>
              </li>
              <li>
                <Icon node={MapPin} aria-hidden size={18} />
                <span>
                  <Bidi text={contact.address} />
                </span>
              </li>
            </ul>
          </div>
        </div>
        <p className={styles.copyright}>
          <Bidi text={text.copyright} />
        </p>
      </div>
    </footer>
  );
}

/** A column of the footer's links under its heading, named by it for screen readers. */
function LinkColumn({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <Bidi text={link.label} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
