/** The admin General settings screen (spec: Admin settings). */
export const adminSettingsText = {
  heading: 'General Settings',
  intro:
    'Where enquiry and application notifications are sent, the WhatsApp number visitors can chat with, the social links in the footer and on the Contact page, how long the audit trail is kept, how many visits report their speed, how soon requests should be answered, and whether items are published only with their Arabic.',
  sections: {
    contact: 'Contact Details',
    social: 'Social Media Links',
    records: 'Records',
    requests: 'Quote and sample requests',
    translations: 'Translations',
  },
  retention: 'Keep audit events for (days)',
  retentionHint:
    'Sign-ins, exports and every change made in the admin. Older events are removed by the hourly clean-up; 365 days by default.',
  samplePercent: 'Visits that report their speed (%)',
  samplePercentHint:
    'Each public page view reports how fast it loaded and answered (Site speed), without cookies or anything that names the visitor. 100 reports every visit; lower it on a very busy site; 0 turns it off.',
  responseTarget: 'Response target (hours)',
  publishNeedsArabic: 'Publish only with its Arabic',
  publishNeedsArabicHint:
    'When ticked, an item cannot be published (now, at its scheduled time, or by saving it published) while a required Arabic field is empty; the dialog names the fields. Off by default: the Arabic pages show the English of a text not translated yet.',
  responseTargetHint:
    'Quote and sample requests waiting longer than this for a first answer are highlighted on the Enquiries screen and counted on the Dashboard. 72 by default.',
  enquiryEmail: 'Enquiry receiving mail:',
  enquiryEmailHint: 'New enquiries and job applications are emailed to this address.',
  whatsapp: 'WhatsApp number',
  whatsappHint:
    "With the country code, e.g. +971 50 123 4567; kept as digits only (971501234567), as WhatsApp links need. The Contact page and every product page show 'Chat on WhatsApp' with it. Leave it empty to hide the link.",
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  linkHint: 'A full link starting with https://. Leave it empty to hide the icon.',
  unsaved: 'You have unsaved changes.',
  confirm: {
    title: 'Confirm Save',
    text: 'Are you sure you want to save the changes?',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  saved: 'Settings saved. The website shows them now.',
  /** Background tasks that used up their tries (lib/tasks), with Retry. */
  tasks: {
    heading: 'Background tasks',
    intro:
      'What the site does after a save or on a schedule: sending e-mail, clearing changed pages from the CDN, scheduled publishing and the hourly clean-up. A task that failed every try waits here. Fix the cause (the mail server, the CDN settings), then retry it.',
    empty: 'No failed tasks: everything the site had to do in the background went through.',
    listLabel: 'Failed background tasks',
    kinds: {
      mail: 'E-mail',
      'cdn-purge': 'CDN purge',
      'scheduled-publishing': 'Scheduled publishing',
      housekeeping: 'Clean-up',
      'webhook-delivery': 'Webhook delivery',
      'buyer-sign-in-link': 'Buyer sign-in link',
      'certificate-expiry': 'Certificate expiry',
      backup: 'Scheduled backup',
    } as Record<string, string>,
    failed: (when: string, tries: number) =>
      `Failed ${when}, after ${tries} ${tries === 1 ? 'try' : 'tries'}`,
    retry: 'Retry',
    retried: (kind: string) => `${kind}: running it again now.`,
  },
  /** The scheduled backups (lib/data/backup.ts), newest first. */
  backups: {
    heading: 'Backups',
    intro: (schedule: string | null, keep: number, weekly: number, offsite: boolean) =>
      schedule
        ? `A backup of the whole site (the database and every uploaded file) is made on the schedule ${schedule} (UTC), read back and checked, and the newest ${keep} are kept${weekly ? `, with the newest of each of the last ${weekly} weeks` : ''}${offsite ? ', here and in the off-site bucket' : ''}. If one fails, Owners are e-mailed and the Dashboard says so until one succeeds.`
        : 'No backup schedule is set, so the site makes no backups by itself. Your operator sets BACKUP_SCHEDULE (see the README), or makes them with npm run backup.',
    empty: 'No scheduled backup has run yet.',
    listLabel: 'Scheduled backups, newest first',
    checked: 'Checked',
    failed: 'Failed',
    made: (when: string, seconds: number) =>
      `${when}, in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`,
    holds: (size: string, rows: number, files: number) =>
      `${size}: ${rows.toLocaleString('en')} rows and ${files.toLocaleString('en')} files`,
    sent: 'also in the off-site bucket',
    /** The mail to Owners when backups start failing (one a run of failures). */
    failedMail: {
      subject: 'The scheduled backup failed',
      intro: (when: string) =>
        `The site's scheduled backup failed at ${when}. Until one succeeds, the newest backup is older than it should be. You will not be e-mailed again for the failures that follow; the Dashboard shows them until a backup succeeds.`,
      error: 'What went wrong',
      link: 'See the backups in General settings',
    },
    dashboard: (when: string) => `The last scheduled backup failed, on ${when}.`,
    dashboardLink: 'See Backups in General settings',
  },
} as const;
