/**
 * Two-step verification (TOTP): turning it on from the account menu (or on the screen an Owner's
 * rule shows), the recovery codes, turning it off, and the sign-in's second step.
 */
export const adminTwoFactorText = {
  menuItem: 'Two-step verification',
  enrol: {
    title: 'Turn on two-step verification',
    intro:
      'Signing in will also ask for a 6-digit code from an authenticator app on your phone, so a password alone is not enough.',
    /** The screen shown instead of the admin while an Owner requires it. */
    requiredTitle: 'Set up two-step verification',
    requiredIntro:
      'An Owner requires two-step verification for every account. Set it up to continue: it takes a minute.',
    scan: 'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
    qrAlt: 'QR code that adds your Kinglife admin account to an authenticator app',
    cantScan: 'Can’t scan? Enter this key in the app:',
    code: 'Enter the 6-digit code the app shows',
    submit: 'Turn on',
    checking: 'Checking…',
    loading: 'Preparing your key…',
    turnedOn: 'Two-step verification is on.',
    logout: 'Log out',
  },
  codes: {
    title: 'Save your recovery codes',
    intro:
      'If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. Keep them somewhere safe: they are shown only now.',
    listLabel: 'Recovery codes',
    copy: 'Copy',
    copied: 'The recovery codes have been copied.',
    copyFailed: 'The codes could not be copied: select them, or download them.',
    download: 'Download .txt',
    fileName: 'kinglife-admin-recovery-codes.txt',
    file: (email: string, codes: string[]) =>
      `Kinglife admin: recovery codes for ${email}\n\n` +
      'Each code signs in once, instead of a code from your authenticator app.\n\n' +
      `${codes.join('\n')}\n`,
    done: 'Done',
    continue: 'Continue to the admin',
  },
  status: {
    title: 'Two-step verification',
    loading: 'Loading…',
    on: 'On: signing in asks for a code from your authenticator app.',
    codesLeft: (n: number) => `${n} of 10 recovery codes unused.`,
    required: 'An Owner requires it for every account, so it stays on.',
    offIntro: 'To turn it off, enter your password or a code from the app.',
    proof: 'Password or 6-digit code',
    off: 'Turn off',
    turnedOff: 'Two-step verification is off.',
    close: 'Close',
  },
  signIn: {
    title: 'Two-Step Verification',
    intro: 'Enter the 6-digit code your authenticator app shows for Kinglife.',
    codeLabel: 'Code from your app',
    recoveryIntro:
      'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.',
    recovery: 'Recovery code',
    useRecovery: 'Use a recovery code',
    useApp: 'Use a code from the app',
    submit: 'Verify',
    checking: 'Checking…',
    expired: 'Your sign-in has expired. Please sign in again.',
  },
} as const;
