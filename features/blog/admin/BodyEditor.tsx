'use client';

import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextareaField } from '@/components/ui/form/fields';
import { Markdown } from '@/components/ui/Markdown';
import { useMediaQuery } from '@/components/ui/useMediaQuery';
import { adminBlogsText } from '@/features/blog/adminText';
import own from './blogs.module.css';

const t = adminBlogsText.editor;
/** From this width the dialog has room for the text and its preview side by side. */
const SIDE_BY_SIDE = '(min-width: 64rem)';
const TABS = ['write', 'preview'] as const;
type Tab = (typeof TABS)[number];

/**
 * The article's Markdown in a textarea with a live preview of what the public page will show (the
 * same Markdown component): side by side on wide screens, as 'Write' / 'Preview' tabs on small ones.
 */
export function BodyEditor({ name, label, hint }: { name: string; label: string; hint: string }) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const [tab, setTab] = useState<Tab>('write');
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const text = useWatch({ name }) as string;
  const id = useId();
  const ids = (which: Tab) => ({ tab: `${id}-${which}-tab`, panel: `${id}-${which}-panel` });

  const field = <TextareaField name={name} label={label} required rows={16} hint={hint} />;
  const preview = text.trim() ? (
    <Markdown text={text} className={own.previewText} />
  ) : (
    <p className={own.previewEmpty}>{t.previewEmpty}</p>
  );

  if (sideBySide) {
    return (
      <div className={own.editor}>
        {field}
        <div className={own.previewColumn}>
          <span id={ids('preview').tab} className={own.previewLabel}>
            {t.preview}
          </span>
          {/* Focusable, so its own scrolling works from the keyboard. */}
          <section className={own.preview} aria-labelledby={ids('preview').tab} tabIndex={0}>
            {preview}
          </section>
        </div>
      </div>
    );
  }

  /** A tab's panel: both stay in the page (the textarea keeps its state), the other one hidden. */
  const panel = (which: Tab) => ({
    role: 'tabpanel',
    id: ids(which).panel,
    'aria-labelledby': ids(which).tab,
    hidden: tab !== which,
  });
  const select = (next: Tab) => {
    setTab(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    select(TABS[(index + step + TABS.length) % TABS.length]);
  };

  return (
    <div className={own.tabbedEditor}>
      <div role="tablist" aria-label={t.tabsLabel} className={own.tabs} onKeyDown={onKeyDown}>
        {TABS.map((which) => (
          <button
            key={which}
            ref={(element) => {
              tabs.current[which] = element;
            }}
            type="button"
            role="tab"
            id={ids(which).tab}
            aria-selected={tab === which}
            aria-controls={ids(which).panel}
            tabIndex={tab === which ? 0 : -1}
            className={own.tab}
            onClick={() => setTab(which)}
          >
            {t[which]}
          </button>
        ))}
      </div>
      <div {...panel('write')}>{field}</div>
      <div {...panel('preview')} tabIndex={0} className={own.preview}>
        {preview}
      </div>
    </div>
  );
}
