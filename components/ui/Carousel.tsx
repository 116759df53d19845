'use client';

import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { fill } from '@/lib/text/fill';
import styles from './Carousel.module.css';
import { iconNamed } from './iconNamed';
import { slidesForLoop } from './carouselLoop';
import { prefersReducedMotion, usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The viewport widths (px) a carousel may change its slides per view at (see the CSS module). */
export type CarouselBreakpoint = 640 | 768 | 1024;
const BREAKPOINTS: readonly CarouselBreakpoint[] = [640, 768, 1024];

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: React.ReactNode[];
  /** Slides per view below the first breakpoint. */
  slidesPerView?: number;
  /** Min viewport width → slides per view from that width. */
  breakpoints?: Partial<Record<CarouselBreakpoint, number>>;
  spaceBetween?: number;
  speed?: number;
  /** Endless: when there are too few slides for Swiper's loop, the slides are repeated. */
  loop?: boolean;
  /** Autoplay delay in ms; pauses on hover and keyboard focus, has a pause button, off for reduced motion. */
  autoplayMs?: number;
  dots?: boolean;
  /** Accessible messages; `slide` may use {index} and {total}, `goTo` {index}. */
  text: { slide: string; goTo: string; pause: string; play: string };
  className?: string;
}

/**
 * The one carousel of the site. The server renders the slides laid out as Swiper will lay them
 * out (CSS module, per breakpoint), with their labels and dots; Swiper (carouselEngine.ts) is
 * downloaded and started only when the carousel comes into view or is touched, and then moves
 * the same markup. Keyboard: arrow keys inside it; focus moves a hidden slide into view.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = 1,
  breakpoints = {},
  spaceBetween = 24,
  speed = 500,
  loop = false,
  autoplayMs,
  dots = true,
  text,
  className,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const starting = useRef<Promise<SwiperInstance | null> | null>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const perView = { 0: slidesPerView, ...breakpoints } as Record<number, number>;
  const maxPerView = Math.max(...Object.values(perView));
  const rendered = slidesForLoop(slides, maxPerView, loop);
  const autoplays = Boolean(autoplayMs) && !reducedMotion;

  const start = useCallback((): Promise<SwiperInstance | null> => {
    starting.current ??= import('./carouselEngine').then(({ startSwiper }) => {
      const element = rootRef.current?.querySelector<HTMLElement>('.swiper');
      if (!element) return null;
      const still = prefersReducedMotion();
      swiperRef.current = startSwiper(element, {
        slidesPerView,
        spaceBetween,
        breakpoints: Object.fromEntries(
          Object.entries(breakpoints).map(([width, n]) => [width, { slidesPerView: n }]),
        ),
        speed: still ? 0 : speed,
        loop: loop && rendered.length > maxPerView,
        autoplay:
          autoplayMs && !still
            ? { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
            : false,
        watchSlidesProgress: true,
        on: { slideChange: (swiper) => setCurrent(swiper.realIndex % count) },
      });
      return swiperRef.current;
    });
    return starting.current;
    // The layout options are fixed for the life of the page (server-rendered props).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void start();
      }
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      swiperRef.current?.destroy(true, false);
    };
  }, [start]);

  const slideTo = (index: number) =>
    void start().then((swiper) => swiper?.slideToLoop(index, reducedMotion ? 0 : speed));

  const setAutoplay = (run: boolean) => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (run) autoplay.start();
    else autoplay.stop();
  };

  return (
    <div
      ref={rootRef}
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => void start()}
      onFocusCapture={(event) => {
        setAutoplay(false);
        const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
        if (!slide) return;
        void start().then((swiper) => {
          if (!swiper || slide.classList.contains('swiper-slide-fully-visible')) return;
          swiper.el.scrollLeft = 0; // the browser scrolled the hidden slide in: Swiper moves it instead
          swiper.slideToLoop(Number(slide.dataset.slide), 0);
        });
      }}
      onBlurCapture={(event) => {
        if (autoplays && !paused && !event.currentTarget.contains(event.relatedTarget as Node))
          setAutoplay(true);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        if ((event.target as HTMLElement).closest('input, textarea, select')) return;
        event.preventDefault();
        const right = event.key === 'ArrowRight';
        void start().then((swiper) => swiper && step(swiper, right !== swiper.rtl));
      }}
    >
      <Track
        slides={rendered}
        count={count}
        perView={perView}
        spaceBetween={spaceBetween}
        slideLabel={text.slide}
      />
      {(dots || autoplays) && (
        <div className={styles.controls}>
          {dots && (
            <div className={styles.dots}>
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className={`${styles.dot} ${dotHiddenAt(index, count, perView, loop)}`}
                  {...iconNamed(fill(text.goTo, { index: index + 1 }))}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => slideTo(index)}
                />
              ))}
            </div>
          )}
          {autoplays && (
            <button
              type="button"
              className={styles.pause}
              {...iconNamed(paused ? text.play : text.pause)}
              onClick={() => {
                setPaused(!paused);
                void start().then(() => setAutoplay(paused));
              }}
            >
              <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * One slide on. A looping Swiper ignores a step asked for while it moves (an autoplay turn, the
 * step before), so a key pressed then is kept until the move ends instead of being lost.
 */
function step(swiper: SwiperInstance, forward: boolean) {
  if (swiper.animating) {
    swiper.once('transitionEnd', () => step(swiper, forward));
    return;
  }
  if (forward) swiper.slideNext();
  else swiper.slidePrev();
}

/**
 * The slides in Swiper's markup. Memoised: once Swiper runs it moves these nodes itself, so React
 * must not render them again.
 */
const Track = memo(function Track({
  slides,
  count,
  perView,
  spaceBetween,
  slideLabel,
}: {
  slides: React.ReactNode[];
  count: number;
  perView: Record<number, number>;
  spaceBetween: number;
  slideLabel: string;
}) {
  const layout = {
    '--space-between': `${spaceBetween}px`,
    '--per-view': perView[0],
    ...Object.fromEntries(
      BREAKPOINTS.filter((width) => perView[width]).map((width) => [`--per-view-${width}`, perView[width]]),
    ),
  } as React.CSSProperties;
  return (
    <div className={`swiper ${styles.track}`} style={layout}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div
            key={index}
            className={`swiper-slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(slideLabel, { index: (index % count) + 1, total: count })}
            data-slide={index % count}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
});

/**
 * Swiper shows one dot per position it can stop at: every slide when it loops, else the slides
 * until the last view is full, and none when everything fits. Which dots exist therefore depends
 * on the slides per view at each breakpoint, decided here as CSS classes so the server-rendered
 * dots are already right before Swiper runs.
 */
function dotHiddenAt(index: number, count: number, perView: Record<number, number>, loop: boolean): string {
  let perViewNow = perView[0];
  return [0, ...BREAKPOINTS]
    .map((width) => {
      perViewNow = perView[width] ?? perViewNow;
      const stops = loop ? count : count - perViewNow + 1;
      return stops > 1 && index < stops ? '' : styles[`hidden${width}`];
    })
    .join(' ');
}
