/** The Accounts screen (Owner): staff accounts, their roles, invitations and resets. */
export const adminAccountsText = {
  heading: 'Accounts',
  intro:
    'Who can sign in to the admin, and what each person may use. Invite someone by e-mail: they set their own password.',
  invite: 'Invite',
  send: 'Send invitation',
  refusedTitle: 'Not changed',
  inviteTitle: 'Invite a staff member',
  inviteIntro: 'They get an e-mail with a link to set their password; the link works once, within 48 hours.',
  email: 'E-mail address',
  role: 'Role',
  roleHints: {
    owner: 'everything, including accounts and settings',
    editor: 'banner, news, products, services and blogs',
    hr: 'jobs and applications',
    sales: 'enquiries',
  },
  invited: (email: string) => `An invitation has been sent to ${email}.`,
  listLabel: 'Staff accounts',
  empty: 'No accounts yet.',
  you: 'You',
  active: 'Active',
  deactivated: 'Deactivated',
  changeRole: (email: string) => `Role of ${email}`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  confirmDeactivate: {
    title: 'Deactivate this account?',
    text: (email: string) =>
      `${email} is signed out everywhere at once and cannot sign in until reactivated.`,
    confirm: 'Deactivate',
  },
  deactivatedDone: (email: string) => `${email} has been deactivated and signed out.`,
  reactivatedDone: (email: string) => `${email} can sign in again.`,
  reset: 'Reset password',
  confirmReset: {
    title: 'Reset this password?',
    text: (email: string) =>
      `${email} is signed out everywhere, the current password stops working, two-step verification is turned off (for a lost phone), and a link to set a new password is e-mailed.`,
    confirm: 'Reset password',
  },
  resetDone:
    'The account has been signed out, its two-step verification removed, and a link to set a new password has been e-mailed.',
  twoFactorOn: 'Two-step on',
  twoFactorOff: 'No two-step',
  policy: {
    title: 'Two-step verification',
    intro:
      'When it is required, an account without an authenticator app must set one up before it can use the admin, at once.',
    label: 'Require for every account',
    confirm: {
      title: 'Require two-step verification?',
      text: () =>
        'Every account marked “No two-step” below must set it up before it can use the admin again. Accounts cannot turn it off while it is required.',
      confirm: 'Require it',
    },
    on: 'Two-step verification is now required for every account.',
    off: 'Two-step verification is now each person’s choice.',
  },
  invitations: 'Invitations waiting',
  invitationsEmpty: 'No invitation is waiting to be used.',
  expires: (when: string) => `Link valid until ${when}`,
  revoke: 'Withdraw',
  revoked: (email: string) => `The invitation to ${email} has been withdrawn.`,
} as const;
