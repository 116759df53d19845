/**
 * The form messages several admin features share: the content dialogs' (news, products, services,
 * blog) and every picture upload's. Each feature's own are in its messages.ts (and, for a public
 * form, messages.ar.ts); the shape of a form's messages is in ./messages.ts. Messages quoted from
 * the spec are marked.
 */

import { tooLong } from './messages';

/** The admin's content forms: news, products, services, blog. */
export const contentMessages = {
  title: 'Please enter a title.',
  caption: 'Please enter a caption.',
  description: 'Please enter a description.',
  date: 'Please enter a valid date.',
  /** Spec: the product category's 'Oops...' alert and the blog category's 'Empty Field' alert. */
  categoryName: 'Category name cannot be empty.',
  /** The blog post's 'Empty Field' alert (the spec's 'Sub-Product name…': its posts were called sub-products). */
  postTitle: 'Post title cannot be empty.',
  publishAt: 'Enter a date and a time.',
  publishAtPast: 'Choose a time that has not passed yet.',
  closeBeforePublish: 'Choose a closing time after the time it is published.',
  unpublishBeforePublish: 'Choose an unpublishing time after the time it is published.',
  productName: 'Please enter the product name.',
  serviceName: 'Please enter the service name.',
  body: 'Please write the article.',
  category: 'Please choose a category.',
  tooLong,
} as const;

/** Every picture upload (spec: the services' 'Please upload a valid image file (JPEG, JPG, PNG).'). */
export const imageMessages = {
  required: 'Please choose an image.',
  type: 'Please upload a valid image file (JPEG, JPG, PNG).',
  typeAny: 'Please upload a JPEG, PNG or WebP image.',
  typeBlog: 'Please upload a JPEG, PNG, WebP or GIF image.',
  svg: 'SVG images are not accepted: upload a JPEG, PNG or WebP.',
  svgService: 'SVG images are not accepted: upload a JPEG or PNG.',
  svgBlog: 'SVG images are not accepted: upload a JPEG, PNG, WebP or GIF.',
  size: 'The image must be 5 MB or smaller.',
  pixels: 'The image is too large: at most 25 megapixels.',
  unreadable: 'This image could not be read. Please choose another file.',
  alt: 'Describe the picture for people who cannot see it, or mark it decorative.',
  focus: 'A focal point is a percentage from 0 to 100.',
} as const;
