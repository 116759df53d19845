import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { EnquiryForm } from '@/features/enquiries/site/EnquiryForm';
import { WhatsAppLink } from '@/components/site/common/WhatsAppLink';
import { Container } from '@/components/ui/Container';
import { PageBanner } from '@/components/ui/PageBanner';
import { SocialLinks, socialProfiles } from '@/components/ui/SocialLinks';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { formMessagesFor } from '@/lib/validation/messages';
import { getSiteSettings } from '@/features/settings/data';
import styles from './contact.module.css';
import { artwork } from '@/lib/images/inlineArtwork';
import Bidi from '@/components/ui/Bidi';

export const generateMetadata = fixedPageMetadata('contact', (r) => r.contact());

export default async function ContactPage() {
  const [{ t, locale }, settings] = await Promise.all([localized(), getSiteSettings()]);
  const { company, contactText, dictionary } = t;

  return (
    <>
      <PageBanner
        title={contactText.heading}
        intro={contactText.intro}
        image={artwork('/artwork/banners/contact.svg')}
      >
        <ul className={styles.facts}>
          <li>
            <Icon node={Phone} aria-hidden size={20} />
            <span className="visually-hidden">{contactText.phoneLabel}: </span>
            <a href={company.phoneHref} dir="ltr">
              <Bidi text={company.phone} isolate />
            </a>
          </li>
          <li>
            <Icon node={Mail} aria-hidden size={20} />
            <span className="visually-hidden">{contactText.emailLabel}: </span>
            <a href={`mailto:${company.email}`} dir="ltr">
              <Bidi text={company.email} isolate />
            </a>
          </li>
          {settings.whatsappNumber && (
            <li>
              <WhatsAppLink number={settings.whatsappNumber} message={dictionary.whatsapp.contactMessage} />
            </li>
          )}
        </ul>
        <SocialLinks
          profiles={socialProfiles(settings)}
          names={dictionary.social}
          newTab={contactText.newTab}
          label={contactText.followLabel}
          className={styles.social}
        />
      </PageBanner>
      <section className={styles.section} aria-labelledby="enquiry-heading">
        <Container className={styles.grid}>
          <div className={styles.aside}>
            <h2 id="enquiry-heading" className={styles.heading}>
              {contactText.formHeading}
            </h2>
            <p className={styles.intro}>
              <Bidi text={contactText.formIntro} />
            </p>
            <p className={styles.address}>
              <Icon node={MapPin} aria-hidden size={20} />
              <span>
                <Bidi text={company.name} />
                <br />
                <Bidi text={company.address} />
              </span>
            </p>
          </div>
          <div className={styles.card}>
            <EnquiryForm text={contactText} messages={formMessagesFor(locale).enquiry} />
          </div>
        </Container>
      </section>
    </>
  );
}
