'use client';

import { adminText } from '@/content/admin';
import styles from './ChangesTable.module.css';

const t = adminText.changes;

/**
 * A field-by-field comparison (the Audit screen's before and after, a History version against the
 * one before it): one row per field, named as staff read it; pictures shown small.
 */
export function ChangesTable({
  label,
  fields,
  columns,
}: {
  label: string;
  /** Database field names, in the order shown. */
  fields: string[];
  columns: { heading: string; values: Record<string, unknown> | null }[];
}) {
  const shown = columns.filter((column) => column.values !== null);
  return (
    <table className={styles.changes} aria-label={label}>
      <colgroup>
        <col className={styles.fieldColumn} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t.field}</th>
          {shown.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row">{t.fieldName(field)}</th>
            {shown.map((column) => (
              <td key={column.heading} data-label={column.heading}>
                <Value value={column.values![field]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function isPicture(value: unknown): value is { src: string; alt: string } {
  return typeof value === 'object' && value !== null && 'src' in value && typeof value.src === 'string';
}

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <>{t.empty}</>;
  const pictures = Array.isArray(value) && value.every(isPicture) ? value : isPicture(value) ? [value] : null;
  if (pictures) {
    return (
      <span className={styles.pictures}>
        {pictures.map((picture, i) => (
          // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin
          <img key={i} className={styles.picture} src={picture.src} alt={picture.alt} />
        ))}
      </span>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t.yes : t.no}</>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}
