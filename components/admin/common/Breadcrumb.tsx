import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { adminText } from '@/content/admin';
import styles from './admin.module.css';

/** The way back from a category's detail to the list it belongs to, and where staff are now. */
export function Breadcrumb({ back, current }: { back: { href: string; label: string }; current?: string }) {
  return (
    <nav aria-label={adminText.common.breadcrumb} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href={back.href}>
            <ArrowLeft aria-hidden size={18} className="flip-rtl" />
            {back.label}
          </Link>
        </li>
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
