import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper itself, loaded by Carousel.tsx only when a carousel comes into view or is touched, so
 * pages whose carousels are never reached do not download it. It takes over the slides the server
 * already rendered (Swiper's own markup), so nothing is re-drawn when it starts.
 */
export function startSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [Autoplay], ...options });
}
