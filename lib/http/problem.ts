/**
 * Errors that carry their own answer. Code anywhere under a route (a data module refusing a change,
 * an upload that is not what its field takes) throws one, and `route()` (./handler.ts) answers it as
 * it says: the HTTP layer knows no module's errors, each module declares its refusals.
 */

/** What a refused form is told above its fields (its fields carry the details). */
export const INVALID_FORM = 'Please correct the highlighted fields.';

export class Problem extends Error {
  constructor(
    readonly status: number,
    /** The machine-readable `error` of the answer ('category_not_empty'). */
    readonly code: string,
    message: string,
    /** Messages beside the form's fields, by field name. */
    readonly fields?: Record<string, string>,
    /** More of the answer's body (a stale save's details). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A refused change (409): the item or account is not in a state that allows it; `message` says why. */
export class Conflict extends Problem {
  constructor(code: string, message: string, extra?: Record<string, unknown>) {
    super(409, code, message, undefined, extra);
  }
}

/** One field's value refused (400): its message beside it, the form's above. */
export class FieldRefused extends Problem {
  constructor(field: string, message: string) {
    super(400, 'validation', INVALID_FORM, { [field]: message });
  }
}
