/** A part of the admin. `null` (the dashboard's counts) is open to every role. */
export type Area =
  | 'content'
  | 'careers'
  | 'enquiries'
  | 'settings'
  | 'accounts'
  | 'audit'
  | 'speed'
  /** Everything held about a person, exported or erased on request (HR sees applications: 'careers'). */
  | 'privacy';
