import { Img } from '@/components/ui/Img';
import { Carousel } from '@/components/ui/Carousel';
import type { TeamMember } from '@/content/types';
import styles from './Team.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** Team slider on small screens (spec): one slide, autoplay 3 s, 500 ms. */
export const TEAM_AUTOPLAY_MS = 3000;

function Member({ member }: { member: TeamMember }) {
  return (
    <figure className={styles.member}>
      <div className={styles.photo}>
        <Img src={member.image.src} alt={member.image.alt} fill sizes="(min-width: 1024px) 360px, 90vw" />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.name}>
          <Bidi text={member.name} />
        </span>
        <span className={styles.position}>
          <Bidi text={member.position} />
        </span>
      </figcaption>
    </figure>
  );
}

/** Our Team: a grid on wide screens, a one-slide autoplay slider on small ones. */
export async function Team({
  members,
  carouselLabel,
}: {
  members: readonly TeamMember[];
  carouselLabel: string;
}) {
  const { t } = await localized();
  return (
    <>
      <ul className={styles.grid} data-testid="team-grid">
        {members.map((member) => (
          <li key={member.name}>
            <Member member={member} />
          </li>
        ))}
      </ul>
      <div className={styles.slider} data-testid="team-slider">
        <Carousel
          label={carouselLabel}
          text={t.dictionary.carousel}
          slidesPerView={1}
          speed={500}
          autoplayMs={TEAM_AUTOPLAY_MS}
          loop
          slides={members.map((member) => (
            <Member key={member.name} member={member} />
          ))}
        />
      </div>
    </>
  );
}
