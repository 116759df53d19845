'use client';

import { useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { fill } from '@/lib/text/fill';
import styles from './Carousel.module.css';
import { slidesForLoop } from './carouselLoop';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: React.ReactNode[];
  /** Slides per view below the first breakpoint. */
  slidesPerView?: number;
  /** Min viewport width (px) → slides per view from that width. */
  breakpoints?: Record<number, number>;
  spaceBetween?: number;
  speed?: number;
  /** Endless: when there are too few slides for Swiper's loop, the slides are repeated. */
  loop?: boolean;
  /** Autoplay delay in ms; pauses on hover and keyboard focus, off for reduced motion. */
  autoplayMs?: number;
  dots?: boolean;
  /** Accessible messages; `slide` may use {index} and {total}, `goTo` {index}. */
  text: { previous: string; next: string; slide: string; goTo: string };
  className?: string;
}

const SWIPER_TOKENS = { index: '{{index}}', total: '{{slidesLength}}' };

/** The one carousel of the site (Swiper): keyboard, dots, a11y labels and reduced motion built in. */
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
  const swiperRef = useRef<SwiperInstance | null>(null);
  const maxPerView = Math.max(slidesPerView, ...Object.values(breakpoints));
  const rendered = slidesForLoop(slides, maxPerView, loop);
  // With repeated slides Swiper would show a dot per copy: draw one dot per real slide instead.
  const repeated = rendered.length !== slides.length;
  const [current, setCurrent] = useState(0);
  const autoplay =
    autoplayMs && !reducedMotion
      ? { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
      : false;

  return (
    <div
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocusCapture={() => swiperRef.current?.autoplay?.stop()}
      onBlurCapture={(event) => {
        if (autoplay && !event.currentTarget.contains(event.relatedTarget as Node))
          swiperRef.current?.autoplay?.start();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setCurrent(swiper.realIndex % slides.length)}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={Object.fromEntries(
          Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
        )}
        speed={reducedMotion ? 0 : speed}
        loop={loop && rendered.length > maxPerView}
        autoplay={autoplay}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={dots && !repeated ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: text.previous,
          nextSlideMessage: text.next,
          // Swiper fills its own {{index}} and {{slidesLength}} in.
          paginationBulletMessage: fill(text.goTo, SWIPER_TOKENS),
          slideLabelMessage: fill(text.slide, SWIPER_TOKENS),
        }}
      >
        {rendered.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {dots && repeated && (
        <div
          className={`swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal ${styles.dots}`}
        >
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`swiper-pagination-bullet${index === current ? ' swiper-pagination-bullet-active' : ''}`}
              aria-label={fill(text.goTo, { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => swiperRef.current?.slideToLoop(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
