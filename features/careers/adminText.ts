/** The admin Career screen (spec: Admin career): the Jobs and Applications tabs and the CSV export. */

export const adminCareerText = {
  heading: 'Career',
  intro: 'The openings on the Careers page and the applications they bring in.',
  tabsLabel: 'Career sections',
  tabs: { jobs: 'Jobs', applications: 'Applications' },
  jobs: {
    heading: 'Current Openings',
    intro:
      'New openings start unpublished. Applications are kept when their opening is unpublished or deleted.',
    createTitle: 'Create Job',
    editTitle: 'Edit Job',
    title: 'Add Job title',
    experience: 'Required Experience',
    experienceHint: 'For example: 2-4 yrs',
    qualification: 'Required Qualification',
    location: 'Location',
    description: 'Add Job Description',
    descriptionHint: 'Separate paragraphs with an empty line. Start a line with "- " for a list item.',
    /** Spec: the '{experience} Experience' and 'Qualification - {qualification}' chips. */
    facts: {
      locationLabel: 'Location',
      experience: '{value} Experience',
      qualification: 'Qualification - {value}',
    },
    applicationCount: (n: number) => (n === 1 ? '1 application' : `${n} applications`),
    /** A row's chip: when the opening comes off the website. */
    closes: (when: string) => `Closes ${when}`,
    closeAt: 'Applications close at (Dubai time)',
    closeAtHint:
      'Leave empty to keep the opening up until you unpublish it. At this time it comes off the website.',
    toggle: { publish: 'Publish', unpublish: 'Unpublish' },
    empty: 'No openings yet. Click "Create New" to add one.',
    created: 'Job created. Publish it when it is ready.',
    deleted: 'Job',
    listLabel: 'Jobs',
  },
  applications: {
    heading: 'All Applications',
    filtersLabel: 'Filter the applications',
    position: 'Position',
    /** Spec: the position filter's first choice. */
    allPositions: 'All Position',
    sort: 'Sort',
    sortChoices: [
      { value: 'newest', label: 'Newest' },
      { value: 'oldest', label: 'Oldest' },
    ],
    search: 'Search',
    searchPlaceholder: 'Name or position',
    tableLabel: 'Applications',
    columns: {
      name: 'Name',
      position: 'Position',
      language: 'Language',
      source: 'Source',
      date: 'Date',
      resume: 'Resume',
    },
    download: 'Download',
    downloadLabel: (name: string) => `Download: ${name}`,
    noResume: 'No file',
    empty: 'No applications yet.',
    noMatch: 'No applications match this filter and search.',
    count: (n: number) => (n === 1 ? '1 application' : `${n} applications`),
  },
  /** Column headers of the applications CSV. */
  csv: {
    name: 'Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    position: 'Position',
    qualification: 'Qualification',
    dob: 'Date of Birth',
    date: 'Received (UTC)',
    resume: 'Resume file',
    language: 'Language',
  },
  /** The résumé download: its name (spec: '{name}_Resume.pdf', with the file's real extension). */
  resumeFileName: (name: string, ext: string) => `${name}_Resume.${ext}`,
  resumeMissing: 'This application has no résumé file.',
  csvFileStem: 'applications',
} as const;
