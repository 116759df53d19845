/** Every string of the Translations screen (admin, English only). */
export const adminTranslationsText = {
  title: 'Translations',
  intro:
    'Texts whose Arabic is missing, or older than a later change of their English. The Arabic pages show the English until the Arabic is filled in.',
  /** The kinds that are not a content kind's (those name themselves: features/<kind>/collection.ts). */
  kinds: {
    'product-applications': 'Applications',
    'product-certifications': 'Certifications',
    settings: 'Settings texts',
  },

  filters: {
    label: 'Filter translations',
    kind: 'Kind',
    allKinds: 'All kinds',
    state: 'Show',
    allStates: 'Missing or outdated',
    missing: 'Missing Arabic',
    outdated: 'Outdated Arabic',
  },
  columns: { kind: 'Kind', item: 'Item', fields: 'Fields', action: 'Action' },
  states: { missing: 'missing', outdated: 'outdated' },
  /** A field as the list names it: 'Sub-Product Name (Arabic): missing'. */
  field: (label: string, state: string) => `${label}: ${state}`,
  /** A picture's alt field: 'Sub-Product Image: Alt text (Arabic)'. */
  pictureAlt: (picture: string, alt: string) => `${picture}: ${alt}`,
  translate: 'Translate',
  /** An outdated Arabic that needs no change (the English change did not touch its meaning). */
  confirm: 'Arabic still right',
  /** The button's name with its item ('Arabic still right: Cold Chain'). */
  confirmLabel: (item: string) => `Arabic still right: ${item}`,
  confirmed: (item: string) => `The Arabic of ${item} is marked up to date.`,
  confirmedAudit: (title: string, fields: string[]) =>
    `${title}: Arabic marked up to date (${fields.join(', ')})`,
  translateLabel: (item: string, field: string) => `Translate ${field} of ${item}`,
  count: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  listLabel: 'Items to translate',
  empty: 'Everything is translated.',
  loading: 'Loading the translations…',
  loadFailed: 'The translations could not be loaded. Reload the page to try again.',
  /** The refusal when "Publish only with its Arabic" is on (the dialog and the API answer it). */
  arabicRequired: (fields: string[]) =>
    `This item cannot be published without its Arabic: fill in ${fields.join(', ')} (Show the Arabic translation), or save it as a draft.`,
  /** The audit trail's note when the scheduler held an item back. */
  heldBack: (title: string, fields: string[]) =>
    `${title}: not published at its time, its Arabic is missing (${fields.join(', ')}). Its schedule was cleared.`,
};
