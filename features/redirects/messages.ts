/** What the Redirects dialog, its route and the CSV import say when a redirect is refused. */
export const redirectMessages = {
  sourceRequired: 'Please enter the path to redirect from.',
  sourcePath: 'Please enter a path of this site, starting with / (for example /old-page).',
  tooLong: (max: number) => `At most ${max} characters.`,
  sourceLive: (path: string) =>
    `${path} is a page of the site: only an address that does not exist may redirect.`,
  sourceTaken: (path: string) => `There is already a redirect from ${path}.`,
  targetRequired: 'Please enter where to send visitors.',
  targetForm: 'Please enter a path starting with / or an address starting with https://.',
  targetIdRequired: 'Please enter the item’s number.',
  targetItemMissing: 'There is no such item.',
  hostNotAllowed: (host: string) =>
    `${host} is not on this site. An Owner may allow it under “Hosts off the site”.`,
  loop: (source: string, target: string) =>
    `This would make a loop: ${target} already redirects back to ${source}.`,
  self: 'A redirect cannot send visitors to the address it is from.',
  flattened: (source: string, via: string, target: string) =>
    `${via} already redirects to ${target}, so ${source} now goes straight to ${target}.`,
  rerouted: (other: string, target: string) =>
    `The redirect from ${other} pointed here; it now goes straight to ${target}.`,
  status: 'Please choose the kind of redirect.',
  hostRequired: 'Please enter a host name, such as partner.example.com.',
  hostTaken: (host: string) => `${host} is already allowed.`,
  csvHeader: 'The first line must name the columns: source, target, status, note.',
  csvEmpty: 'The file holds no redirects.',
  csvUnreadable:
    'The file could not be read as CSV (a quote may be left open). Save it from a spreadsheet as CSV and try again.',
  csvTooMany: (max: number) => `At most ${max} redirects a file.`,
} as const;
