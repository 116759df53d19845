/**
 * The two refusals of category lists (products and blog alike), as answers a screen can show:
 * deleting a category that still holds items (409 with the count and what to do), and an item
 * sent to a category that does not exist (400, beside the form's category field).
 *
 *   export const DELETE = adminRoute(({ params }) =>
 *     categoryProblems(text, async () => ok(endpoints.x(id), { deleted: true })));
 */
import 'server-only';
import { CategoryNotEmpty, UnknownCategory } from '../data/ordering';
import { httpText } from './handler';
import { fail } from './responses';

export interface CategoryProblemText {
  notEmpty: (items: number) => string;
  unknownCategory: string;
}

/** Runs a handler's write; a category refusal becomes its answer. */
export async function categoryProblems(
  text: CategoryProblemText,
  write: () => Promise<Response>,
): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CategoryNotEmpty) return fail(409, 'category_not_empty', text.notEmpty(error.items));
    if (error instanceof UnknownCategory) {
      return fail(400, 'validation', httpText.invalid, { fields: { category: text.unknownCategory } });
    }
    throw error;
  }
}
