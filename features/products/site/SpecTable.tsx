import type { SpecRow } from '@/features/products/rows';
import styles from './SpecTable.module.css';
import Bidi from '@/components/ui/Bidi';

/**
 * A product's specification: one row per field staff filled (features/products/rows.ts); a
 * certification with a certificate links to its PDF.
 */
export function SpecTable({
  heading,
  rows,
  linkHint,
}: {
  heading: string;
  rows: SpecRow[];
  /** Said after a linked item, for screen readers: what the link gives ('(certificate, PDF)'). */
  linkHint: string;
}) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.spec} aria-labelledby="product-spec-heading">
      <h2 id="product-spec-heading" className={styles.heading}>
        <Bidi text={heading} />
      </h2>
      <table className={styles.table}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-spec={row.key}>
              <th scope="row" className={styles.label}>
                <Bidi text={row.label} />
              </th>
              <td className={styles.value}>
                {Array.isArray(row.value) ? (
                  <ul className={row.lines ? styles.lines : styles.chips}>
                    {row.value.map((item) => {
                      const href = row.links?.[item];
                      return (
                        <li key={item}>
                          {href ? (
                            <a href={href} download className={styles.link}>
                              <Bidi text={item} isolate />
                              <span className="visually-hidden"> {linkHint}</span>
                            </a>
                          ) : (
                            <Bidi text={item} />
                          )}
                        </li>
                      );
                    })}
                  </ul>
                ) : row.latin ? (
                  // Latin names (botanical) are set in italics by convention, left to right on Arabic pages.
                  <i lang="la" dir="ltr">
                    {row.value}
                  </i>
                ) : (
                  <Bidi text={row.value} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
