'use client';

import { Languages } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { useState } from 'react';
import { arabicSectionInUrl } from './dialogInUrl';
import { useDisclosure } from './useDisclosure';
import styles from './admin.module.css';

const common = adminText.common;

/**
 * The Arabic fields of a content dialog, behind a toggle at its end: most edits are to the
 * English, and the dialog stays as short as before. Closed, the fields keep their values (the
 * form holds them), so a save sends the stored Arabic back unchanged.
 */
export function ArabicSection({ children }: { children: React.ReactNode }) {
  // Open at once when a link asks for one of its fields (?field=nameAr: the Translations screen).
  const [linked] = useState(arabicSectionInUrl);
  const { open, button, panel } = useDisclosure({ initiallyOpen: linked });
  return (
    <div>
      <button {...button} className={styles.linkButton}>
        <Icon node={Languages} aria-hidden size={16} />
        {open ? common.arabicSection.hide : common.arabicSection.show}
      </button>
      <div {...panel} className={styles.sectionFields}>
        {open && children}
      </div>
    </div>
  );
}

/** A form field for the Arabic of a text: optional, typed right to left; empty shows the English. */
export function ArabicTextField({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={common.inArabic(label)} lang="ar" dir="rtl" autoComplete="off" />;
}

export function ArabicTextareaField({ name, label, rows }: { name: string; label: string; rows?: number }) {
  return <TextareaField name={name} label={common.inArabic(label)} lang="ar" dir="rtl" rows={rows} />;
}

/** Whether an item has a text with English but no Arabic yet: a `name` without its `nameAr`, … */
export function isArabicMissing(item: object): boolean {
  const fields = item as Record<string, unknown>;
  return Object.keys(fields).some((key) => {
    const english = fields[key.slice(0, -2)];
    const arabic = fields[key];
    return (
      key.endsWith('Ar') &&
      typeof english === 'string' &&
      typeof arabic === 'string' &&
      english.trim() !== '' &&
      arabic.trim() === ''
    );
  });
}

/** Marks a list item with a text that is not translated yet (the Arabic pages show the English there). */
export function ArabicMissingChip({ item }: { item: object }) {
  return isArabicMissing(item) ? <span className={styles.chip}>{common.arabicMissing}</span> : null;
}
