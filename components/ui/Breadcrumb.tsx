import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import styles from './Breadcrumb.module.css';
import Bidi from './Bidi';

/**
 * Where a page stands: the links up to it and, last, the page itself. `back` marks the first link
 * as the way back (an arrow before it), for a detail that returns to its list. The public pages
 * link with plain <a> (no client code); the admin island passes next/link as `link`.
 */
export function Breadcrumb({
  label,
  trail,
  current,
  back = false,
  link: Link = 'a',
  className,
}: {
  label: string;
  trail: readonly { href: string; label: string }[];
  current?: string;
  back?: boolean;
  link?: React.ElementType<{ href: string; children: React.ReactNode }>;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className ? `${styles.breadcrumb} ${className}` : styles.breadcrumb}>
      <ol>
        {trail.map((step, index) => (
          <li key={step.href}>
            <Link href={step.href}>
              {back && index === 0 && <Icon node={ArrowLeft} aria-hidden size={18} className="flip-rtl" />}
              <Bidi text={step.label} />
            </Link>
          </li>
        ))}
        {current && (
          <li aria-current="page">
            <Bidi text={current} />
          </li>
        )}
      </ol>
    </nav>
  );
}
