/** The options of the two lists staff manage (applications, certifications), as products hold them: by id. */

/** An option of a list staff manage (an application, a certification). */
export interface ListOption {
  id: number;
  name: string;
  /** A certification with a certificate to download. */
  hasCertificate?: true;
}

/** The options of `ids` that still exist, in the list's order. */
export function chosen<T extends ListOption>(ids: number[], list: T[]): T[] {
  return list.filter((option) => ids.includes(option.id));
}
