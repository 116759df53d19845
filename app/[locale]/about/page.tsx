import { YearsBadge } from '@/components/site/common/YearsBadge';
import { Counter } from '@/components/site/about/Counter';
import { Milestones } from '@/components/site/about/Milestones';
import { Team } from '@/components/site/about/Team';
import { StorySection } from '@/components/site/home/StorySection';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { yearsInBusiness } from '@/content/text';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { fill } from '@/lib/text/fill';
import styles from './about.module.css';
import { artwork } from '@/lib/images/inlineArtwork';
import Bidi from '@/components/ui/Bidi';

export const generateMetadata = fixedPageMetadata('about', (r) => r.about());

export default async function AboutPage() {
  const { t } = await localized();
  const { aboutPage, aboutIntro, aboutTeaser, milestones, story, team } = t;
  // Computed at render; the (site) layout re-renders daily, so the figure follows the calendar.
  const years = yearsInBusiness();
  const { counters } = aboutPage;
  return (
    <>
      <PageBanner title={aboutPage.bannerTitle} image={artwork('/artwork/banners/about.svg')}>
        <YearsBadge
          years={years}
          label={aboutPage.yearsOfTrust}
          className={styles.badge}
          testId="years-of-trust"
        />
      </PageBanner>
      <Section heading={aboutTeaser.heading} headingId="about-intro">
        <div className={styles.intro}>
          <div className={styles.introText}>
            <p>
              <Bidi text={aboutIntro} />
            </p>
            <p>
              <Bidi text={aboutTeaser.paragraph} />
            </p>
          </div>
          <Milestones heading={aboutPage.milestonesHeading} items={milestones} />
        </div>
      </Section>
      <Section tone="tinted">
        <h2 className="visually-hidden">{aboutPage.countersLabel}</h2>
        <dl className={styles.counters}>
          <Counter target={years} suffix={counters.years.suffix} label={counters.years.label} />
          <Counter
            target={counters.clients.target}
            suffix={counters.clients.suffix}
            label={counters.clients.label}
          />
          <Counter
            target={counters.products.target}
            suffix={counters.products.suffix}
            label={counters.products.label}
          />
          <Counter
            target={counters.values.target}
            suffix={counters.values.suffix}
            label={counters.values.label}
          />
        </dl>
      </Section>
      <StorySection
        heading={story.heading}
        mission={story.mission}
        story={fill(story.story, { years })}
        years={years}
      />
      <Section heading={aboutPage.teamHeading} headingId="team-heading" tone="tinted">
        <Team members={team} carouselLabel={aboutPage.teamCarouselLabel} />
      </Section>
    </>
  );
}
