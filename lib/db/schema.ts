/**
 * Every table: each feature's (features/<name>/tables.ts) and the platform's (./platformSchema.ts).
 * drizzle-kit (drizzle.config.ts) and the data modules read them all from this one module; the
 * platform imports only ./platformSchema.ts.
 */
export type { StoredImage } from './columns';
export * from '@/features/settings/tables';
export * from '@/features/news/tables';
export * from '@/features/products/tables';
export * from '@/features/documents/tables';
export * from '@/features/documents/downloadTables';
export * from '@/features/services/tables';
export * from '@/features/events/tables';
export * from '@/features/careers/tables';
export * from '@/features/blog/tables';
export * from '@/features/enquiries/tables';
export * from '@/features/buyers/tables';
export * from '@/features/accounts/tables';
export * from '@/features/history/tables';
export * from '@/features/speed/tables';
export * from '@/features/redirects/tables';
export * from '@/features/translations/tables';
export * from '@/features/webhooks/tables';
export * from './platformSchema';
