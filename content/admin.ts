/** Every string of the admin area's sign-in, reset flow and shell. */

export const adminText = {
  metaTitle: 'Admin',
  loading: 'Loading the admin…',
  brand: 'Kinglife admin',
  brandHome: 'Kinglife admin home',
  brandLine: 'Natural extracts, sourced with care.',
  login: {
    title: 'Welcome Back',
    intro: 'Sign in to manage the Kinglife website.',
    contact: 'Email/Phone Number',
    contactPlaceholder: 'name@kinglifellc.com',
    password: 'Password',
    forgot: 'Forgot Password?',
    submit: 'Sign In',
    submitting: 'Signing in…',
    passwordChanged: 'Your password has been changed. Please sign in with the new one.',
  },
  reset: {
    title: 'Reset Password',
    intro: 'Enter the email or phone number of your account. We will email you a 6-digit code.',
    contact: 'Email/Phone Number',
    submit: 'Send OTP',
    sending: 'Sending…',
    backToLogin: 'Back to sign in',
  },
  otp: {
    title: 'Enter OTP',
    intro: (contact: string) =>
      `If ${contact} belongs to an account, we have emailed its 6-digit code. It is valid for 10 minutes.`,
    digit: (n: number) => `Digit ${n} of 6`,
    groupLabel: 'One-time code',
    submit: 'Proceed',
    checking: 'Checking…',
    resend: 'Resend',
    resendIn: (seconds: number) => `Resend in ${seconds}s`,
    resent: 'A new code is on its way.',
  },
  newPassword: {
    title: 'Change Password',
    intro: 'Choose a new password of at least 6 characters.',
    password: 'New Password',
    confirm: 'Confirm Password',
    submit: 'Proceed',
    saving: 'Saving…',
  },
  /** The set-password form an Owner's invitation or reset link opens. */
  setPassword: {
    title: 'Set Your Password',
    intro: 'Choose the password of your Kinglife admin account: at least 6 characters.',
    password: 'New Password',
    confirm: 'Confirm Password',
    submit: 'Set Password',
    saving: 'Saving…',
    done: 'Your password is set. Please sign in.',
    expired: 'This link has expired or has been used. Ask an Owner of the site for a new one.',
  },
  shell: {
    sidebarLabel: 'Admin navigation',
    openMenu: 'Open navigation',
    /** The word the top bar's menu button shows beside its icon where there is room (in its name). */
    menuButton: 'Navigation',
    closeMenu: 'Close navigation',
    /** The badge beside 'Enquiry': the number, then this word for screen readers ('Enquiry 3 unread'). */
    unread: 'unread',
    accountMenu: 'Account menu',
    logout: 'Log out',
    viewSite: 'View website',
    signedInAs: 'Signed in as',
    devices: 'Signed-in devices',
  },
  /** The account menu's "Signed-in devices": the person's own sessions. */
  devices: {
    title: 'Signed-in devices',
    intro: 'Where your account is signed in now. Sign out a device you do not recognise.',
    close: 'Close',
    listLabel: 'Your sessions',
    thisDevice: 'This device',
    lastSeen: (when: string) => `Last used ${when}`,
    address: (ip: string) => `from ${ip}`,
    signOut: 'Sign out',
    signOutOthers: 'Sign out all other devices',
    signedOut: 'That device has been signed out.',
    othersSignedOut: (n: number) => `${n} other device${n === 1 ? ' has' : 's have'} been signed out.`,
    loading: 'Loading your sessions…',
  },
  dashboard: {
    title: 'Dashboard',
    greeting: (name: string) => `Welcome back, ${name}.`,
    intro: 'Here is what the website holds today.',
    cards: [
      { key: 'products', label: 'Products', link: 'products' },
      { key: 'services', label: 'Services', link: 'services' },
      { key: 'blogPosts', label: 'Blog posts', link: 'blogs' },
      { key: 'openJobs', label: 'Open positions', link: 'career' },
      { key: 'enquiries', label: 'Enquiries', link: 'enquiry' },
      { key: 'awaitingAnswer', label: 'Waiting for a first answer', link: 'enquiry' },
      { key: 'applications', label: 'Applications', link: 'applications' },
      { key: 'translations', label: 'Translations to do', link: 'translations' },
    ],
    newThisWeek: (n: number) => `${n} new this week`,
    /** Of the enquiries, quote and sample requests not answered yet, those waiting past the settings' response target. */
    pastTarget: (n: number) => (n === 0 ? 'None past the target' : `${n} past the target`),
    loadFailed: 'The figures could not be loaded. Reload the page to try again.',
  },
  revealPassword: { show: 'Show password', hide: 'Hide password' },
  roles: { owner: 'Owner', editor: 'Editor', hr: 'HR', sales: 'Sales' },
  outsideRole: {
    title: 'Not part of your role',
    body: (role: string) =>
      `Your account's role (${role}) does not include this screen. Ask an Owner if you need it.`,
  },
  /** A field-by-field comparison (Audit, History). */
  changes: {
    field: 'Field',
    empty: '—',
    yes: 'Yes',
    no: 'No',
    /** A column as staff read it: 'title_ar' → 'Title (Arabic)', 'is_published' → 'Published'. */
    fieldName: (key: string) => {
      const arabic = key.endsWith('_ar');
      const base = (arabic ? key.slice(0, -3) : key)
        .replace(/^is_/, '')
        .replace(/_id$/, '')
        .replace(/_/g, ' ');
      const label = base.charAt(0).toUpperCase() + base.slice(1);
      return arabic ? `${label} (Arabic)` : label;
    },
  },
  /** Words every admin screen shares. */
  common: {
    exportCsv: 'Export CSV',
    exporting: 'Preparing…',
    createNew: 'Create New',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    add: 'Add',
    edit: 'Edit',
    history: 'History',
    delete: 'Delete',
    deleting: 'Deleting…',
    close: 'Close',
    preview: 'Preview',
    previewImage: 'Preview Image',
    imagePreview: 'Image Preview',
    noFileChosen: 'No file chosen',
    chooseImage: 'Choose image',
    currentImage: 'Current image',
    imageAlt: 'Alt text',
    imageAltLegend: (image: string) => `${image}: what it shows`,
    imageAltHint: 'What the picture shows, for people who cannot see it.',
    imageDecorative: 'Decorative: adds nothing a reader needs',
    imageFocusLegend: (image: string) => `${image}: focal point`,
    imageFocusHint:
      'Click or tap the picture where its subject is, or use the two sliders: every crop of the picture on the site (cards, banners, share images) keeps that point in view.',
    imageFocusPicker: 'Picture: click to set the focal point',
    imageFocusAcross: 'Focal point across (%)',
    imageFocusDown: 'Focal point down (%)',
    imageFocusCrops: 'How the site crops it',
    imageFocusCrop: { card: 'Card', wide: 'Wide banner', phone: 'Banner on a phone', share: 'Share image' },
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    loading: 'Loading…',
    loadFailed: 'This list could not be loaded. Check your connection and reload the page.',
    retry: 'Try again',
    saved: 'Saved.',
    /** A save refused because another staff member saved the same item after it was opened. */
    stale: {
      title: 'Someone else changed this',
      who: (name: string | null) => name ?? 'Someone else',
      text: (who: string, ago: string, fields: string[]) =>
        `${who} changed this ${ago}${fields.length > 0 ? `: ${fields.join(', ')}` : ''}. ` +
        'Reload to see their version, or Save anyway to replace it with yours.',
      /** A list's publish switch refused: the list has been read again. */
      listText: (who: string, ago: string, fields: string[]) =>
        `${who} changed this ${ago}${fields.length > 0 ? `: ${fields.join(', ')}` : ''}. ` +
        'The list now shows their version: switch it again if you still want to.',
      /** A delete from a list refused: nothing was deleted, and the list has been read again. */
      deleteText: (who: string, ago: string, fields: string[]) =>
        `${who} changed this ${ago}${fields.length > 0 ? `: ${fields.join(', ')}` : ''}. ` +
        'Nothing was deleted, and the list now shows their version: delete it again if you still want to.',
      ago: (minutes: number) =>
        minutes < 1 ? 'just now' : minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`,
      reload: 'Reload',
      overwrite: 'Save anyway',
      keepEditing: 'Keep editing',
      discardTitle: 'Discard your changes?',
      discardText: 'Reloading shows their version; what you typed here is lost.',
      discard: 'Discard and reload',
    },
    published: 'Published: it is on the website now.',
    unpublished: 'Unpublished: it is no longer on the website.',
    reordered: 'New order saved.',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    viewOnSite: 'View on website',
    /** A row's chip: whether the item is on the website. */
    status: { live: 'Published', draft: 'Unpublished' },
    /** Drafts, preview and scheduled publishing (a content dialog's buttons, a row's chips). */
    drafts: {
      saveDraft: 'Save as draft',
      schedule: 'Schedule',
      publishChanges: 'Publish changes',
      discard: 'Discard draft',
      discarding: 'Discarding…',
      /** A row's chip: a published item with changes not published yet. */
      pending: 'Draft changes',
      scheduled: (when: string) => `Scheduled for ${when}`,
      publishAt: 'Publish at (Dubai time)',
      publishAtHint: 'Leave empty to publish by hand. With a time, "Schedule" saves and publishes then.',
      unpublishAt: 'Unpublish at (Dubai time)',
      unpublishAtHint: 'Leave empty to keep it on the website. With a time, it is taken off then.',
      /** A row's chip: when the item is taken off the website. */
      unpublishes: (when: string) => `Unpublishes ${when}`,
      draftSaved: 'Draft saved. The website is unchanged until you publish it.',
      draftScheduled: (when: string) => `Scheduled: it goes on the website on ${when}.`,
      discarded: 'Draft discarded. The website is unchanged.',
      confirmDiscard: {
        title: 'Discard draft?',
        text: 'The changes saved as a draft are lost. The published version stays as it is.',
        confirm: 'Discard',
        cancel: 'Keep it',
      },
      /** The dialog's note while an item has a draft. */
      editingDraft:
        'You are editing the draft. Visitors see the published version until you publish the changes.',
      /** Opens the public page as it will look with the item's draft (a new tab). */
      previewOnSite: 'Preview on the website',
      previewEnglish: 'Preview in English',
      previewArabic: 'Preview in Arabic',
    },
    breadcrumb: 'Breadcrumb',
    editCategory: 'Edit category',
    deleteCategory: 'Delete category',
    search: 'Search',
    results: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
    /** The language a visitor wrote an enquiry or application in (lists and CSV exports). */
    languages: { en: 'English', ar: 'Arabic' },
    /** The label of a content form's Arabic field: 'Name (Arabic)'. */
    inArabic: (label: string) => `${label} (Arabic)`,
    arabicMissing: 'Arabic missing',
    arabicSection: { show: 'Show the Arabic translation', hide: 'Hide the Arabic translation' },
    pagination: {
      label: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {n}',
    },
  },
  /** Spec (error catalogue): the delete confirmation and its answer. */
  confirmDelete: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    confirm: 'Yes, delete it!',
    cancel: 'Cancel',
    deletedTitle: 'Deleted!',
    deleted: (what: string) => `${what} has been deleted.`,
  },
  /** Spec: a wrong file chosen for a service image. */
  invalidFileType: { title: 'Invalid File Type', text: 'Please upload a valid image file (JPEG, JPG, PNG).' },
  /** What a screen says when a call fails and the server could not say why. */
  failure: {
    network: 'We could not reach the server. Check your connection and try again.',
    server: 'Something went wrong. Please try again.',
  },
} as const;
