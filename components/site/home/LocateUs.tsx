import { MapEmbed } from './MapEmbed';
import { HomeSection } from './HomeSection';
import styles from './LocateUs.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** Locate Us: the static map with the office overlay; the live map loads only when wanted. */
export async function LocateUs() {
  const { t } = await localized();
  const text = t.homeSections.locate;
  return (
    <HomeSection id="locate" heading={text.heading}>
      <div className={styles.map}>
        <MapEmbed
          fallback={{ src: '/artwork/map.svg', alt: text.mapAlt }}
          embedUrl={text.embedUrl}
          title={text.mapTitle}
          showLabel={text.showMap}
        />
        <address className={styles.overlay} data-testid="office-overlay">
          <strong className={styles.officeHeading}>{text.officeHeading}</strong>
          <span>
            <Bidi text={t.company.address} />
          </span>
          <span>
            {text.phoneLabel}:{' '}
            <a href={t.company.phoneHref} dir="ltr">
              <Bidi text={t.company.phone} isolate />
            </a>
          </span>
        </address>
      </div>
    </HomeSection>
  );
}
