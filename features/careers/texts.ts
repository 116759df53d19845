/** An opening's texts, each with its Arabic twin (how a declaration works: lib/validation/texts.ts). */
import { defineTexts } from '@/lib/validation/texts';
import { adminCareerText } from './adminText';
import { jobMessages } from './messages';

const t = adminCareerText.jobs;

/** Spec: Save is enabled only when title, experience, qualification, location and description are filled. */
export const jobTexts = defineTexts({
  title: { max: 120, required: jobMessages.title, label: t.title },
  experience: {
    max: 40,
    required: jobMessages.experience,
    label: t.experience,
    hint: t.experienceHint,
    paired: true,
  },
  qualification: { max: 120, required: jobMessages.qualification, label: t.qualification },
  location: { max: 80, required: jobMessages.location, label: t.location },
  description: {
    max: 10_000,
    required: jobMessages.description,
    label: t.description,
    hint: t.descriptionHint,
    rows: 8,
  },
});
