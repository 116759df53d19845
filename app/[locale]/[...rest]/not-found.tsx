import { NotFoundPage } from '../NotFoundPage';

/** Any other path under a language: its 404 page (titled by ./page.tsx), counted in the Redirects screen's log. */
export default function UnknownPathNotFound() {
  return <NotFoundPage counted />;
}
