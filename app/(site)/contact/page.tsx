import { Mail, Phone } from 'lucide-react';
import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/PageBanner';
import { company } from '@/content/company';
import { pageMeta } from '@/content/dictionary';
import styles from './contact.module.css';

export const metadata: Metadata = {
  title: pageMeta.contact.title,
  description: pageMeta.contact.description,
};

export default function ContactPage() {
  return (
    <PageBanner title="Get in Touch" image="/artwork/banners/contact.svg">
      <ul className={styles.facts}>
        <li>
          <Phone aria-hidden size={20} />
          <a href={company.phoneHref}>{company.phone}</a>
        </li>
        <li>
          <Mail aria-hidden size={20} />
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
      </ul>
    </PageBanner>
  );
}
