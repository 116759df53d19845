import type { BackupTables } from '../backup/archive';
import * as schema from './schema';

/** What a backup holds (lib/backup/archive.ts): every table, parents before children. */
export const SITE_TABLES: BackupTables = {
  tables: [
    schema.adminUsers,
    schema.accountLinks,
    schema.twoFactor,
    schema.recoveryCodes,
    schema.securitySettings,
    schema.sessions,
    schema.oneTimeCodes,
    schema.rateLimits,
    schema.buyerSignInLinks,
    schema.buyerSessions,
    schema.buyerLists,
    schema.uploadedFiles,
    schema.siteSettings,
    schema.news,
    schema.productCategories,
    schema.productApplications,
    schema.productCertifications,
    schema.products,
    schema.productDocuments,
    schema.services,
    schema.jobs,
    schema.blogCategories,
    schema.blogPosts,
    schema.enquiries,
    schema.enquiryLines,
    schema.requestEvents,
    schema.documentDownloads,
    schema.referenceCounters,
    schema.applications,
    schema.outgoingMail,
    schema.auditEvents,
    schema.contentVersions,
    schema.translationMarks,
    schema.retiredFiles,
  ],
  // Has its row once the site is set up: a restore goes only into a database without one.
  marker: schema.siteSettings,
};
