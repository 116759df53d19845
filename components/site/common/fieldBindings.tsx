import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Ids, ARIA wiring and the error line of a form's fields, so each input is labelled and announces
 * its message the same way in every public form.
 */
export function fieldBindings<T extends FieldValues>(
  formId: string,
  errors: FieldErrors<T>,
  errorClassName: string,
) {
  const fieldId = (name: string) => `${formId}-${name}`;
  const errorId = (name: string) => `${formId}-${name}-error`;
  const messageOf = (name: keyof T & string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? message : null;
  };
  return {
    fieldId,
    a11y: (name: keyof T & string) => ({
      id: fieldId(name),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId(name) : undefined,
    }),
    errorOf: (name: keyof T & string) => {
      const message = messageOf(name);
      return message ? (
        <p id={errorId(name)} className={errorClassName}>
          {message}
        </p>
      ) : null;
    },
  };
}
