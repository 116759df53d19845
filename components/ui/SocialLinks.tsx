import { SocialIcon, type SocialNetwork } from './SocialIcon';
import styles from './SocialLinks.module.css';
import { iconNamed } from './iconNamed';

const NETWORKS: readonly SocialNetwork[] = ['linkedin', 'facebook', 'instagram', 'twitter'];

/** The company's profiles staff set in General settings (an empty link is not shown), in one order. */
export function socialProfiles(settings: Record<`${SocialNetwork}Url`, string>) {
  return NETWORKS.map((network) => ({ network, href: settings[`${network}Url`].trim() })).filter(
    (profile) => profile.href !== '',
  );
}

/**
 * The company's profiles as round icon links that open in a new tab (footer, contact page). Each
 * link's name shows as a tooltip under the row of links, from its start (the row may sit at the
 * side of a phone's screen).
 */
export function SocialLinks({
  profiles,
  names,
  newTab,
  label,
  className,
}: {
  profiles: readonly { network: SocialNetwork; href: string }[];
  /** Each network's name, read with the link ('LinkedIn (opens in a new tab)'). */
  names: Record<SocialNetwork, string>;
  newTab: string;
  label?: string;
  className?: string;
}) {
  if (profiles.length === 0) return null;
  return (
    <ul className={className ? `${styles.links} ${className}` : styles.links} aria-label={label}>
      {profiles.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            {...iconNamed(`${names[network]} ${newTab}`, 'start')}
          >
            <SocialIcon network={network} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
