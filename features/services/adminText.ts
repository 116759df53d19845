/** The admin Services screen (spec: Admin services). */
export const adminServicesText = {
  heading: 'Services',
  intro: 'What the home page and the Services page show. New services start unpublished.',
  createTitle: 'Create Service',
  editTitle: 'Edit Service',
  name: 'Add Service Name',
  description: 'Add Description',
  descriptionHint: 'Separate paragraphs with an empty line. The first paragraph is the home page summary.',
  image: 'Add Image',
  toggle: { publish: 'Publish', unpublish: 'Unpublish' },
  empty: 'No services yet. Click "Create New" to add one.',
  created: 'Service created. Publish it when it is ready.',
  deleted: 'Service',
  listLabel: 'Services',
} as const;
