/** What the General settings form says when a field is refused. */
import { tooLong } from '@/content/messages';

export const settingsMessages = {
  email: 'Please enter a valid email address.',
  httpsLink: 'Please enter a full link starting with https://',
  retentionDays: (min: number, max: number) => `Please enter a whole number of days from ${min} to ${max}.`,
  samplePercent: 'Please enter a whole number from 0 to 100.',
  targetHours: (min: number, max: number) => `Please enter a whole number of hours from ${min} to ${max}.`,
  whatsapp: {
    characters: 'Please enter digits only, e.g. +971 50 123 4567.',
    countryCode: 'Please start with the country code, e.g. +971 50 123 4567.',
    length: (min: number, max: number) =>
      `A WhatsApp number has ${min} to ${max} digits with its country code.`,
  },
  tooLong,
} as const;
