import { Frame } from '@/components/ui/Frame';
import { Carousel } from '@/components/ui/Carousel';
import { formatDate } from '@/lib/text/dates';
import { truncate } from '@/lib/text/truncate';
import { HomeSection } from './HomeSection';
import styles from './NewsSection.module.css';
import sections from './sections.module.css';
import { localized } from '@/content/localized';
import type { FocusedImage } from '@/lib/images/focus';
import Bidi from '@/components/ui/Bidi';

export interface NewsTeaser {
  id: number;
  title: string;
  caption: string;
  date: string;
  image: FocusedImage;
}

/** Title and text lengths of the news teasers (spec): wide list and small-screen slider. */
export const NEWS_CUT = { wide: { title: 20, text: 66 }, narrow: { title: 18, text: 52 } } as const;

async function Teaser({ item, cut }: { item: NewsTeaser; cut: { title: number; text: number } }) {
  const { locale, routes } = await localized();
  return (
    <article className={styles.teaser} data-testid="news-teaser">
      <Frame src={item.image.src} alt="" sizes="96px" className={styles.thumb} focus={item.image.focus} />
      <div className={styles.teaserBody}>
        <time dateTime={item.date} className={styles.date}>
          {formatDate(item.date, locale)}
        </time>
        <h3 className={styles.teaserTitle}>
          <a href={routes.news()} className={styles.teaserLink} title={item.title}>
            <Bidi text={truncate(item.title, cut.title)} />
          </a>
        </h3>
        <p className={styles.teaserText}>
          <Bidi text={truncate(item.caption, cut.text)} />
        </p>
      </div>
    </article>
  );
}

/**
 * Latest News and Events: the newest published article as the feature, then the three newest as
 * a scrollable list (wide screens) or a slider of 2 per view, 1 below 768 px (small screens).
 */
export async function NewsSection({ news }: { news: NewsTeaser[] }) {
  const { locale, t, routes } = await localized();
  const [featured] = news;
  if (!featured) return null;
  const latest = news.slice(0, 3);
  const text = t.homeSections.news;
  return (
    <HomeSection id="news" heading={text.heading}>
      <div className={styles.layout}>
        <article className={styles.featured} data-testid="news-featured">
          <Frame
            {...featured.image}
            sizes="(min-width: 1024px) 640px, 100vw"
            className={styles.featuredMedia}
          />
          <div className={styles.featuredBody}>
            <time dateTime={featured.date} className={styles.date}>
              {formatDate(featured.date, locale)}
            </time>
            <h3 className={styles.featuredTitle}>
              <Bidi text={featured.title} />
            </h3>
            <p className={styles.featuredText}>
              <Bidi text={featured.caption} />
            </p>
            <a href={routes.news()} className={sections.textLink}>
              {text.readMore}
              <span className="visually-hidden">
                : <Bidi text={featured.title} />
              </span>
            </a>
          </div>
        </article>

        <div
          className={styles.list}
          role="region"
          aria-label={text.listLabel}
          tabIndex={0}
          data-testid="news-list"
        >
          {latest.map((item) => (
            <Teaser key={item.id} item={item} cut={NEWS_CUT.wide} />
          ))}
        </div>

        <div className={styles.slider} data-testid="news-slider">
          <Carousel
            label={text.carouselLabel}
            text={t.dictionary.carousel}
            slidesPerView={1}
            breakpoints={{ 768: 2 }}
            slides={latest.map((item) => (
              <Teaser key={item.id} item={item} cut={NEWS_CUT.narrow} />
            ))}
          />
        </div>
      </div>
    </HomeSection>
  );
}
