/** The admin General settings screen (spec: Admin settings). */
export const adminSettingsText = {
  heading: 'General Settings',
  intro:
    'Where enquiry and application notifications are sent, and the social links in the footer and on the Contact page.',
  sections: { contact: 'Contact Details', social: 'Social Media Links' },
  enquiryEmail: 'Enquiry receiving mail:',
  enquiryEmailHint: 'New enquiries and job applications are emailed to this address.',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  linkHint: 'A full link starting with https://. Leave it empty to hide the icon.',
  unsaved: 'You have unsaved changes.',
  confirm: {
    title: 'Confirm Save',
    text: 'Are you sure you want to save the changes?',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  saved: 'Settings saved. The website shows them now.',
} as const;
