'use client';

import { Img } from '@/components/ui/Img';
import { useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/usePrefersReducedMotion';
import type { HomeTile } from '@/content/types';
import { useRotatingIndex } from './useRotatingIndex';
import styles from './ProductRow.module.css';
import Bidi from '@/components/ui/Bidi';

/** Spec: the highlight advances every 2 s from index 2 while no tile is hovered. */
export const TILE_ROTATION_MS = 2000;
export const TILE_ROTATION_START = 2;

/**
 * The expanding-tile row of wide screens: the hovered (or keyboard-focused) tile expands; when
 * none is, the highlight rotates. Reduced motion stops the rotation.
 */
/** `href`: the products page in the visitor's language. */
export function ProductRow({ tiles, href }: { tiles: readonly HomeTile[]; href: string }) {
  const reduced = usePrefersReducedMotion();
  const [hovered, setHovered] = useState<number | null>(null);
  const rotating = useRotatingIndex(tiles.length, {
    start: TILE_ROTATION_START,
    intervalMs: TILE_ROTATION_MS,
    paused: hovered !== null || reduced,
  });
  const expanded = hovered ?? rotating;

  return (
    <ul className={styles.row} onMouseLeave={() => setHovered(null)} data-testid="product-row">
      {tiles.map((tile, index) => (
        <li
          key={tile.title}
          className={styles.tile}
          data-expanded={index === expanded}
          onMouseEnter={() => setHovered(index)}
          onFocus={() => setHovered(index)}
          onBlur={() => setHovered(null)}
        >
          <a href={href} className={styles.link}>
            <Img src={tile.image.src} alt={tile.image.alt} fill sizes="464px" className={styles.image} />
            <span className={styles.shade} />
            <span className={styles.text}>
              <span className={styles.title}>
                <Bidi text={tile.title} />
              </span>
              <span className={styles.description}>
                <Bidi text={tile.description} />
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
