import type { FocusedImage } from '@/lib/images/focus';

/** What the request page needs of each product it can list (lib/data/views.ts quoteProduct). */
export interface QuoteProduct {
  id: number;
  name: string;
  category: string;
  image: FocusedImage;
  /** The product's packaging options in the page's language (a line's choices). */
  packaging: string[];
  /** '25 kg', or '' without a minimum. */
  moq: string;
}
