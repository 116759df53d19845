/** Each item's History, and the Trash of deleted items. */
import { TRASH_DAYS } from '@/lib/routing/contentKinds';

export const adminHistoryText = {
  open: 'History',
  title: (item: string) => `History: ${item}`,
  intro:
    'Every save is kept. Choose a version to see what it changed; Restore puts its texts and pictures back as a new version (its place in lists and whether it is published stay as they are).',
  versionsLabel: 'Versions',
  none: 'No earlier version yet: this item has not been changed since history began.',
  version: (n: number) => `Version ${n}`,
  current: 'Current',
  actions: {
    original: 'As it was before history began',
    create: 'Created',
    update: 'Changed',
    restore: 'Restored an earlier version',
    delete: 'Deleted',
  },
  changedFields: (fields: string) => `Changed: ${fields}`,
  compareLabel: (n: number) => `What version ${n} changed`,
  previous: 'Before',
  thisVersion: 'This version',
  restore: 'Restore this version',
  confirmRestore: {
    title: 'Restore this version?',
    text: (n: number) =>
      `The texts and pictures of version ${n} replace the current ones, on the website too. The current version stays in the history.`,
    confirm: 'Restore',
  },
  restored: (n: number) => `Version ${n} has been restored.`,
  parentMissing: 'Its category has been deleted. Restore the category from the Trash first, then this item.',
  refusedTitle: 'Not restored',
  trash: {
    heading: 'Trash',
    intro: `Deleted products, categories, blog posts, news, services and jobs stay here for ${TRASH_DAYS} days, with their pictures. Restore puts one back as it was.`,
    empty: `The trash is empty. What you delete stays here for ${TRASH_DAYS} days.`,
    listLabel: 'Deleted items',
    deleted: (when: string, who: string | null) => (who ? `Deleted ${when} by ${who}` : `Deleted ${when}`),
    keptUntil: (when: string) => `Kept until ${when}`,
    restore: 'Restore',
    restoreLabel: (title: string) => `Restore ${title}`,
    restored: (title: string) => `“${title}” is back.`,
  },
} as const;
