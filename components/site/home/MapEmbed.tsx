'use client';

import { Img } from '@/components/ui/Img';
import { useEffect, useRef, useState } from 'react';
import styles from './MapEmbed.module.css';

/** How close to the viewport (px) the map may be before the live map loads by itself. */
export const MAP_PRELOAD_MARGIN = '300px';

/**
 * A static map first (costs nothing, works offline); the embedded OpenStreetMap replaces it when
 * the visitor asks for it or the section comes near the viewport while online.
 */
export function MapEmbed({
  fallback,
  embedUrl,
  title,
  showLabel,
}: {
  fallback: { src: string; alt: string };
  embedUrl: string;
  title: string;
  showLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || wanted || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && navigator.onLine) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: MAP_PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <div ref={ref} className={styles.frame} data-map-state={loaded ? 'live' : wanted ? 'loading' : 'static'}>
      <Img
        src={fallback.src}
        alt={fallback.alt}
        fill
        sizes="(min-width: 1280px) 1200px, 100vw"
        className={styles.fallback}
      />
      {wanted ? (
        <iframe
          src={embedUrl}
          title={title}
          className={styles.live}
          data-loaded={loaded}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      ) : (
        <button type="button" className={styles.show} onClick={() => setWanted(true)}>
          {showLabel}
        </button>
      )}
    </div>
  );
}
