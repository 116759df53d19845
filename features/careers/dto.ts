/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { VisitSource } from '@/lib/visits/source';
import type { Drafts, Page } from '@/lib/api/shared';
import type { Locale } from '@/lib/i18n/locales';
import type { TextValues } from '@/lib/validation/texts';
import type { jobTexts } from './texts';

export interface JobDto extends JobFields, Drafts<JobFields> {
  id: number;
  published: boolean;
  applicationCount: number;
  /** When the background work unpublishes the opening: ISO date-time, or null. */
  closeAt: string | null;
}

/** An opening's content. */
export type JobFields = TextValues<typeof jobTexts>;

export interface ApplicationDto {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  position: string;
  /** ISO date-time the application arrived. */
  date: string;
  hasResume: boolean;
  /** The language of the form it was sent from. */
  language: Locale;
  /** Where the visit that sent it came from; null when its page said nothing. */
  source: VisitSource | null;
}

export interface ApplicationsPage extends Page<ApplicationDto> {
  /** Every distinct position applied for (the filter's choices after 'All Position'). */
  positions: string[];
}
