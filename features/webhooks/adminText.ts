/** The Webhooks screen (Owners): its words, its refusals and the paused-endpoint mail. */
import type { WebhookEventType } from './events';

export const adminWebhooksText = {
  heading: 'Webhooks',
  intro:
    'Send new enquiries, requests, applications and published content to your sales tools (HubSpot, a Salesforce flow, Zapier, Make, n8n …) as they happen. Each delivery is signed with the endpoint’s secret; a failed one is tried again for about a day.',
  add: 'Add endpoint',
  empty: 'No endpoints yet.',
  listLabel: 'Webhook endpoints',
  events: {
    'enquiry.created': 'Contact enquiry received',
    'quote.created': 'Quote request received',
    'sample.created': 'Sample request received',
    'document.requested': 'Document requested',
    'application.created': 'Job application received',
    'request.status_changed': 'Request status changed',
    'content.published': 'Content published',
  } satisfies Record<WebhookEventType, string>,
  fields: {
    url: 'Endpoint URL',
    urlHint: 'An https:// address that accepts POST requests, such as a Zapier or Make “catch hook”.',
    description: 'Description',
    descriptionHint: 'Optional: what receives it, e.g. “HubSpot leads”.',
    events: 'Events to send',
    allowPrivate: 'Allow private addresses (testing)',
    allowPrivateHint:
      'Lets the endpoint be on this network or this server (and use http://). Only for testing: leave it off for a real endpoint.',
  },
  dialog: { add: 'Add endpoint', edit: 'Edit endpoint' },
  secret: {
    title: 'Signing secret',
    text: 'Copy this secret into the receiving tool now: it is shown only once. It signs every delivery (headers webhook-id, webhook-timestamp and webhook-signature).',
    label: 'Secret',
    copy: 'Copy secret',
    copied: 'Secret copied.',
    done: 'Done',
  },
  row: {
    paused: (when: string) => `Paused ${when}`,
    failing: (since: string) => `Failing since ${since}`,
    active: 'Active',
    pending: (n: number) => `${n} waiting`,
    failed: (n: number) => `${n} failed`,
    /** The row's list of what it receives. */
    eventsLabel: (of: string) => `Events sent to ${of}`,
  },
  actions: {
    edit: 'Edit',
    attempts: 'Attempt log',
    roll: 'Roll secret',
    resume: 'Resume',
    delete: 'Delete',
    replay: 'Replay',
    test: 'Send a test event',
  },
  /** "Send a test event": one delivery of the test event to the endpoint, whatever it receives. */
  test: {
    /** Its name in the attempt log. */
    name: 'Test event',
    /** The `message` of its data. */
    message: 'A test event from the Kinglife admin',
    sent: 'Test event sent: its result shows in the attempt log.',
    paused: 'This endpoint is paused, so nothing is sent to it. Resume it first, then send the test event.',
  },
  confirmRoll: {
    title: 'Roll the secret?',
    text: 'A new secret replaces the old one at once: the receiving tool must be given the new one, or it will refuse the deliveries.',
    confirm: 'Roll secret',
  },
  confirmDelete: {
    title: 'Delete this endpoint?',
    text: 'Nothing more is sent to it, and its attempt log is deleted.',
    confirm: 'Delete',
  },
  resumed: 'Endpoint resumed: its waiting deliveries are sent now.',
  replayed: 'Delivery queued again.',
  saved: 'Endpoint saved.',
  deleted: 'Endpoint deleted.',
  attempts: {
    title: (url: string) => `Attempt log: ${url}`,
    empty: 'Nothing has been sent to this endpoint yet.',
    tableLabel: 'Delivery attempts',
    columns: {
      when: 'When',
      event: 'Event',
      result: 'Result',
      time: 'Response time',
      answer: 'Answer',
      actions: 'Actions',
    },
    noAnswer: 'No answer',
    newer: 'Newer',
    older: 'Older',
    ms: (ms: number) => `${ms.toLocaleString('en')} ms`,
    status: { pending: 'Waiting to retry', delivered: 'Delivered', failed: 'Gave up' },
  },
  messages: {
    url: 'Enter a full address starting with https://.',
    httpOnlyForTesting: 'Use https://. http:// is only for testing, with “Allow private addresses” on.',
    credentials: 'Leave user names and passwords out of the address: the signature proves the sender.',
    privateAddress:
      'This address is on a private network or this server. Use a public address, or turn on “Allow private addresses (testing)”.',
    tooLong: (max: number) => `Use at most ${max} characters.`,
    events: 'Choose at least one event.',
  },
  /** Why an attempt failed, as the attempt log shows it. */
  failures: {
    refused: (why: string) => `Not sent: ${why}`,
    redirect: (status: number, location: string) =>
      `Answered ${status} redirecting to ${location || 'another address'}; redirects are not followed.`,
    status: (status: number) => `Answered ${status}.`,
    timeout: (seconds: number) => `No answer within ${seconds} seconds.`,
    network: (message: string) => `Could not connect: ${message}`,
    unresolved: (host: string) => `The name ${host} could not be resolved.`,
    secretUnreadable: 'The signing secret cannot be read (the server’s secret changed): roll it.',
  },
  pausedMail: {
    subject: (url: string) => `Webhook paused: ${url}`,
    intro: (url: string, hours: number) =>
      `Deliveries to ${url} have failed for ${hours} hours, so the site has paused it. Nothing more is sent to it until an Owner resumes it; what was waiting is sent then.`,
    labels: { endpoint: 'Endpoint', failingSince: 'Failing since', lastError: 'Last error' },
    link: 'Open Webhooks',
  },
} as const;
