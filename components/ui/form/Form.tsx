'use client';

import { createContext, useContext, useId } from 'react';
import {
  FormProvider,
  get,
  useFormContext,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError, problemMessage, type FailureText } from '@/lib/api/client';
import styles from './Form.module.css';
import { bidiNode } from '../Bidi';

const FormIdContext = createContext('form');

/**
 * A react-hook-form form: every field inside (components/ui/form) registers itself, gets its id,
 * label, `aria-invalid`, `aria-describedby` and error line from here. Browser validation is off:
 * the zod schema (the same one the endpoint uses) decides.
 */
export function Form<T extends FieldValues, C, O extends FieldValues>({
  form,
  onSubmit,
  onInvalidSubmit,
  children,
  className = styles.form,
  ...rest
}: {
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  /** Called instead of `onSubmit` when a submit finds invalid fields (e.g. to show an alert). */
  onInvalidSubmit?: SubmitErrorHandler<T>;
  children: React.ReactNode;
  className?: string;
} & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'className'>) {
  const id = useId();
  return (
    <FormIdContext.Provider value={id}>
      <FormProvider {...form}>
        <form
          noValidate
          className={className}
          onSubmit={form.handleSubmit(onSubmit, onInvalidSubmit)}
          {...rest}
        >
          {children}
        </form>
      </FormProvider>
    </FormIdContext.Provider>
  );
}

/** The ids and state of one field of the surrounding Form. */
export function useField(name: string, hint?: React.ReactNode) {
  const formId = useContext(FormIdContext);
  const form = useFormContext();
  const { error } = form.getFieldState(name, form.formState);
  const id = `${formId}-${name}`;
  const message = typeof error?.message === 'string' ? error.message : '';
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    form,
    id,
    labelId: `${id}-label`,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    error: message,
    /** What the control itself carries. */
    aria: {
      id,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** The id prefix of the surrounding Form (for controls that are not fields, such as the honeypot). */
export function useFormId(): string {
  return useContext(FormIdContext);
}

/**
 * Shows a failed call on the form: each field message the server sent beside its field (for the
 * fields this form has), and returns the one line to show above the submit button.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'formState'>,
  text: FailureText,
): string {
  if (error instanceof ApiError) {
    const known = form.formState.defaultValues ?? {};
    for (const [name, message] of Object.entries(error.fields)) {
      // A field of a list (lines.1.quantity) belongs to the form when its list does.
      if (name.split('.')[0] in known)
        form.setError(name as Parameters<typeof form.setError>[0], { type: 'server', message });
    }
  }
  return problemMessage(error, text);
}

/**
 * Focuses the first field with an error in the order the form shows them. react-hook-form's own
 * focus follows the order fields were registered, which differs once fields are added later (the
 * lines of a list drawn after hydration): give such a form `shouldFocusError: false` and call this
 * from its `onInvalidSubmit`.
 */
export function focusFirstInvalid(form: EventTarget | null | undefined, errors: FieldErrors): void {
  if (!(form instanceof HTMLFormElement)) return;
  const fields = [...form.elements] as HTMLInputElement[];
  fields.find((field) => field.name && get(errors, field.name))?.focus();
}

/** The form's one line about what went wrong (announced). */
export function FormProblem({ children }: { children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {bidiNode(children)}
    </p>
  );
}
