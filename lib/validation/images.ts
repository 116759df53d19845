/**
 * The rules every picture upload follows, shared by the admin's image fields (a first check in the
 * browser) and lib/images/process.ts (the real check, on the bytes), whose limits are in
 * lib/images/limits.ts.
 */
import { imageMessages } from '../../content/validation';
import type { ImageKind } from '../images/limits';

/** What the file chooser offers, by kind. */
export const IMAGE_ACCEPT: Record<ImageKind, string> = {
  photo: 'image/jpeg,image/png,image/webp',
  service: 'image/jpeg,image/png',
  blog: 'image/jpeg,image/png,image/webp,image/gif',
};

/** The message for a refused image of a kind. */
export function imageProblemMessage(
  problem: 'type' | 'svg' | 'size' | 'pixels' | 'unreadable' | 'required',
  kind: ImageKind,
): string {
  if (problem === 'svg')
    return kind === 'service'
      ? imageMessages.svgService
      : kind === 'blog'
        ? imageMessages.svgBlog
        : imageMessages.svg;
  if (problem !== 'type') return imageMessages[problem];
  return kind === 'service'
    ? imageMessages.type
    : kind === 'blog'
      ? imageMessages.typeBlog
      : imageMessages.typeAny;
}
