'use client';

import { ChevronDown, Search } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useId, useRef, useState } from 'react';
import { JobFacts } from '@/components/ui/JobFacts';
import { Prose } from '@/components/ui/Prose';
import type { SiteText } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/publicRoutes';
import { fill } from '@/lib/text/fill';
import { countText } from '@/lib/text/plural';
import { Pagination } from '@/components/ui/Pagination';
import styles from './JobList.module.css';
import Bidi from '@/components/ui/Bidi';

export interface JobOpening {
  id: number;
  title: string;
  location: string;
  experience: string;
  qualification: string;
  description: string;
}

export const JOBS_PER_PAGE = 5;

function matches(job: JobOpening, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [job.title, job.location, job.qualification].some((field) => field.toLowerCase().includes(q));
}

/** The published openings: search (title, location, qualification), 5 per page, expandable descriptions. */
export function JobList({
  jobs,
  locale,
  text: t,
}: {
  jobs: JobOpening[];
  locale: Locale;
  text: SiteText['careersText'];
}) {
  const routes = routesFor(locale);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const listTop = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const found = jobs.filter((job) => matches(job, query));
  const pageCount = Math.max(1, Math.ceil(found.length / JOBS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = found.slice((current - 1) * JOBS_PER_PAGE, current * JOBS_PER_PAGE);

  function goTo(next: number) {
    setPage(next);
    listTop.current?.scrollIntoView({ block: 'start' });
  }

  function toggle(id: number) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  if (jobs.length === 0) return <p className={styles.empty}>{t.noOpenings}</p>;

  return (
    <div className={styles.wrap} ref={listTop}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t.searchLabel}
          </label>
          <Icon node={Search} aria-hidden size={20} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t.searchPlaceholder}
            value={query}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
          <span id={`${searchId}-hint`} className="visually-hidden">
            {t.searchHint}
          </span>
        </div>
        <p className={styles.count} role="status">
          {countText(locale, found.length, t.resultsCount)}
        </p>
      </div>

      {found.length === 0 ? (
        <p className={styles.empty}>{t.noResults}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((job) => {
            const expanded = open.has(job.id);
            const descriptionId = `job-${job.id}-description`;
            return (
              <li key={job.id} className={styles.job}>
                <div className={styles.head}>
                  <div className={styles.summary}>
                    <h3 className={styles.title}>
                      <Bidi text={job.title} />
                    </h3>
                    <JobFacts job={job} text={t} />
                  </div>
                  <a
                    href={routes.apply(job.id)}
                    className={styles.apply}
                    aria-label={fill(t.applyLabel, { title: job.title })}
                  >
                    {t.apply}
                  </a>
                </div>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={descriptionId}
                  onClick={() => toggle(job.id)}
                >
                  {expanded ? t.hideDescription : t.viewDescription}
                  <Icon node={ChevronDown} aria-hidden size={18} className={styles.chevron} />
                </button>
                <div id={descriptionId} className={styles.description} hidden={!expanded}>
                  <Prose text={job.description} headingLevel={3} />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {pageCount > 1 && (
        <Pagination page={current} pageCount={pageCount} onChange={goTo} text={t.pagination} />
      )}
    </div>
  );
}
