/** What the Personal data screen's API answers (endpoints: lib/api/contract.ts). */

/** The kinds of record the site holds about a person, in the order the screen shows them. */
export const PERSONAL_DATA_KINDS = [
  'enquiries',
  'applications',
  'buyerLists',
  'buyerSignIns',
  'mail',
  'webhookEvents',
  'auditEvents',
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export interface PersonalRecordDto {
  id: string;
  /** ISO date-time the record was made. */
  at: string;
  title: string;
  /** What it holds about the person, a line each. */
  details: string[];
  /** The names of the files they sent or were sent with it. */
  files: string[];
}

export interface PersonalDataDto {
  /** The address searched, as matched (lower case, no +tag). */
  email: string;
  groups: { kind: PersonalDataKind; records: PersonalRecordDto[] }[];
}

export interface ErasureDto {
  /** Records changed or removed, per kind. */
  erased: Partial<Record<PersonalDataKind, number>>;
  /** Files removed from storage. */
  files: number;
}

/** How long people's details are kept (the Personal data screen's Retention panel). */
/** A copy's link, mailed (features/privacy/exportLinks.ts). */
export interface ExportLinkDto {
  sentTo: string;
  /** ISO time it stops working. */
  expiresAt: string;
}

export interface RetentionDto {
  /** What an Owner sets: requests and job applications are anonymised after these many months. */
  requestRetentionMonths: number;
  applicationRetentionMonths: number;
  /** What the clean-up removes on its own and when, a line each. */
  fixed: string[];
}
