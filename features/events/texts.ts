/** An event's texts, each with its Arabic twin (how a declaration works: lib/validation/texts.ts). */
import { defineTexts } from '@/lib/validation/texts';
import { adminEventsText as t } from './adminText';
import { eventMessages } from './messages';

export const eventTexts = defineTexts({
  name: { max: 160, required: eventMessages.name, label: t.name, hint: t.nameHint },
  city: { max: 80, required: eventMessages.city, label: t.city, paired: true },
  country: { max: 80, required: eventMessages.country, label: t.country },
  venue: { max: 160, required: eventMessages.venue, label: t.venue },
  stand: { max: 80, label: t.stand, hint: t.standHint },
  summary: { max: 500, required: eventMessages.summary, label: t.summary, hint: t.summaryHint, rows: 4 },
});
