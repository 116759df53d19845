/** The query key of the enquiries list (the screen and what changes it). */
export const enquiriesKey = ['admin', 'enquiries'] as const;
