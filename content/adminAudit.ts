/** The Audit screen (Owner): the trail of changes and security events. */
import type { AuditKind } from '@/lib/validation/audit';

const entities: Record<string, string> = {
  products: 'Product',
  product_categories: 'Product category',
  blog_posts: 'Blog post',
  blog_categories: 'Blog category',
  news: 'News',
  services: 'Service',
  jobs: 'Job',
  site_settings: 'Settings',
  enquiries: 'Enquiry',
  applications: 'Application',
  admin_users: 'Account',
  account_links: 'Invitation',
};

export const adminAuditText = {
  heading: 'Audit',
  intro:
    'Every change made in the admin and every sign-in, export and download: who, when and from which address. Nothing here can be edited or removed; events older than the retention in General settings are dropped.',
  filtersLabel: 'Filter the audit trail',
  person: 'Person',
  everyone: 'Everyone',
  kind: 'Kind',
  allKinds: 'All kinds',
  from: 'From',
  to: 'To',
  count: (total: number) => (total === 1 ? '1 event' : `${total.toLocaleString('en')} events`),
  empty: 'Nothing has been recorded yet.',
  noMatch: 'No event matches these filters.',
  clear: 'Clear filters',
  tableLabel: 'Audit events',
  columns: { when: 'When', who: 'Who', what: 'What', address: 'Address' },
  system: 'System',
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  changesLabel: (what: string) => `Changes: ${what}`,
  field: 'Field',
  before: 'Before',
  after: 'After',
  emptyValue: '—',
  csvFileStem: 'audit',
  kinds: {
    sign_in: 'Signed in',
    sign_in_failed: 'Failed sign-in',
    sign_out: 'Signed out',
    password_reset: 'Password reset',
    password_set: 'Password set from a link',
    sessions_ended: 'Signed out other devices',
    invitation: 'Invitation sent',
    invitation_withdrawn: 'Invitation withdrawn',
    role_change: 'Role changed',
    deactivation: 'Account deactivated',
    reactivation: 'Account reactivated',
    account_reset: 'Account password reset',
    csv_export: 'CSV exported',
    resume_download: 'Résumé downloaded',
    content_insert: 'Created',
    content_update: 'Changed',
    content_delete: 'Deleted',
    content_reorder: 'Reordered',
  } satisfies Record<AuditKind, string>,
  /** 'products' → 'Product'. */
  entityName: (entity: string) => entities[entity] ?? entity,
  /** A column as staff read it: 'title_ar' → 'Title (Arabic)', 'is_published' → 'Published'. */
  fieldName: (key: string) => {
    const arabic = key.endsWith('_ar');
    const base = (arabic ? key.slice(0, -3) : key).replace(/^is_/, '').replace(/_/g, ' ');
    const label = base.charAt(0).toUpperCase() + base.slice(1);
    return arabic ? `${label} (Arabic)` : label;
  },
} as const;
