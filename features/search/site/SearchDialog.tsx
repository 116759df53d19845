'use client';

import { Search, X } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { iconNamed } from '@/components/ui/iconNamed';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/text/fill';
import { countText } from '@/lib/text/plural';
import type { Segment } from '@/lib/text/siteSearch';
import { bidiRuns, mixesScripts } from '@/lib/text/bidi';
import type { SearchEngine } from './engine';
import type { CountForms } from '@/lib/text/plural';
import styles from './SearchDialog.module.css';
import { afterNextPaint } from '@/components/ui/afterNextPaint';

/** The search's texts, in the page's language (features/search/text.ts). */
export interface SiteSearchText {
  open: string;
  dialog: string;
  label: string;
  placeholder: string;
  close: string;
  results: string;
  loading: string;
  failed: string;
  noResults: string;
  resultCount: CountForms;
  keys: string;
}

/**
 * The engine and the index, fetched once per page (the search code is not part of the page's
 * JavaScript until the visitor reaches for the search: focus or hover on the button, or /).
 */
const engines = new Map<string, Promise<SearchEngine>>();

export function loadEngine(indexUrl: string): Promise<SearchEngine> {
  let loading = engines.get(indexUrl);
  if (!loading) {
    loading = Promise.all([
      import('./engine'),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
        return response.json();
      }),
    ])
      // Built after the frame that shows the dialog, which it would otherwise hold back.
      .then(async ([{ createSearch }, data]) => {
        await afterNextPaint();
        return createSearch(data);
      });
    engines.set(indexUrl, loading);
    // A failure is not kept: the next opening tries again.
    loading.catch(() => engines.delete(indexUrl));
  }
  return loading;
}

/**
 * The search dialog (SiteSearch.tsx loads it when the visitor reaches for the search): a combobox
 * (WAI-ARIA: the list of results is its listbox, the active result its aria-activedescendant).
 * Results come as one types, from an index fetched once and searched in the browser; arrows
 * choose, Enter opens, Escape closes and gives focus back.
 */
export default function SearchDialog({
  open,
  onClose,
  locale,
  indexUrl,
  text,
}: {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  indexUrl: string;
  text: SiteSearchText;
}) {
  return (
    <Dialog open={open} onClose={onClose} label={text.dialog} className={styles.dialog}>
      <SearchBox locale={locale} indexUrl={indexUrl} text={text} onClose={onClose} />
    </Dialog>
  );
}

function SearchBox({
  locale,
  indexUrl,
  text,
  onClose,
}: {
  locale: Locale;
  indexUrl: string;
  text: SiteSearchText;
  onClose: () => void;
}) {
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    let live = true;
    loadEngine(indexUrl).then(
      (loaded) => live && setEngine(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [indexUrl]);

  const typed = query.trim();
  const found = useMemo(() => (engine && typed ? engine.search(typed) : null), [engine, typed]);
  const hits = found ?? [];
  const current = hits.length ? Math.min(active, hits.length - 1) : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  // Only when the arrows move the choice: scrolling into view forces a layout, on every key if
  // it ran after each render.
  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, listId]);

  const openHit = (i: number) => window.location.assign(hits[i].url);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      openHit(current);
    }
  };

  let status = '';
  if (failed) status = text.failed;
  else if (!engine) status = typed ? text.loading : '';
  else if (found)
    status = found.length
      ? countText(locale, found.length, text.resultCount)
      : fill(text.noResults, { query: typed });

  return (
    <div className={styles.box} data-state={failed ? 'failed' : engine ? 'ready' : 'loading'}>
      <div className={styles.field}>
        <Icon node={Search} aria-hidden size={20} className={styles.fieldIcon} />
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {text.label}
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={text.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} {...iconNamed(text.close, 'end')} onClick={onClose}>
          <Icon node={X} aria-hidden size={20} />
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={text.results}
        className={styles.results}
        hidden={!hits.length}
      >
        {hits.map((hit, i) => (
          <li
            key={hit.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            aria-labelledby={`${optionId(i)}-kind ${optionId(i)}-title`}
            aria-describedby={`${optionId(i)}-line`}
            className={styles.option}
            onClick={() => openHit(i)}
            onMouseMove={() => i !== current && setActive(i)}
          >
            <span id={`${optionId(i)}-kind`} className={styles.kind}>
              {hit.kind}
            </span>
            <span id={`${optionId(i)}-title`} className={styles.title}>
              <Marked segments={hit.title} />
            </span>
            <span id={`${optionId(i)}-line`} className={styles.line}>
              <Marked segments={hit.line} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.keys} aria-hidden>
        {text.keys}
      </p>
    </div>
  );
}

function Marked({ segments }: { segments: Segment[] }) {
  const marked = (parts: Segment[]) =>
    parts.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text));
  const whole = segments.map((segment) => segment.text).join('');
  if (!mixesScripts(whole)) return marked(segments);
  // Arabic with a Latin name in it: each Latin run in its own <bdi> (as components/ui/Bidi does),
  // the highlights cut where a run begins or ends.
  let at = 0;
  return bidiRuns(whole).map((run, r) => {
    const parts = segmentsBetween(segments, at, at + run.text.length);
    at += run.text.length;
    return run.ltr ? (
      <bdi key={r} dir="ltr">
        {marked(parts)}
      </bdi>
    ) : (
      <Fragment key={r}>{marked(parts)}</Fragment>
    );
  });
}

/** The parts of `segments` between two positions of their joined text. */
function segmentsBetween(segments: Segment[], from: number, to: number): Segment[] {
  const parts: Segment[] = [];
  let at = 0;
  for (const segment of segments) {
    const start = Math.max(from, at);
    const end = Math.min(to, at + segment.text.length);
    if (start < end) parts.push({ ...segment, text: segment.text.slice(start - at, end - at) });
    at += segment.text.length;
  }
  return parts;
}
