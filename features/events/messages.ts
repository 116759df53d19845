/** What the Events dialog says about a field left wrong (the content dialogs' shared ones: content/validation.ts). */
export const eventMessages = {
  name: 'Please enter the event name.',
  city: 'Please enter the city.',
  country: 'Please enter the country.',
  venue: 'Please enter the venue.',
  summary: 'Please write a short text.',
  endsBeforeStart: 'The last day cannot be before the first day.',
  link: 'Please enter a full link starting with https://',
} as const;
