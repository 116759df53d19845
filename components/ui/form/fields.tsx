'use client';

import { ChevronDown, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { useField } from './Form';
import styles from './Field.module.css';

interface FieldProps {
  name: string;
  label: React.ReactNode;
  /** Shows the asterisk; what is required is the schema's decision. */
  required?: boolean;
  hint?: React.ReactNode;
  className?: string;
  /** react-hook-form options of this field (e.g. `deps`). */
  options?: RegisterOptions;
}

type InputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

/** text, email, tel, date, number … */
export function TextField({
  name,
  label,
  required,
  hint,
  className,
  options,
  filter,
  ...input
}: FieldProps &
  InputAttributes & {
    /** Rewrites what is typed before the form sees it (e.g. digits only). */
    filter?: (value: string) => string;
  }) {
  const field = useField(name, hint);
  const registered = field.form.register(name, options);
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} className={className}>
      <input
        {...input}
        {...registered}
        {...field.aria}
        className={styles.input}
        onChange={(event) => {
          if (filter) event.target.value = filter(event.target.value);
          return registered.onChange(event);
        }}
      />
    </FieldShell>
  );
}

/** A password with a show/hide button. */
export function PasswordField({
  name,
  label,
  required,
  hint,
  className,
  options,
  revealText,
  ...input
}: FieldProps & InputAttributes & { revealText: { show: string; hide: string } }) {
  const field = useField(name, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} className={className}>
      <div className={`${styles.control} ${styles.withReveal}`}>
        <input
          {...input}
          {...field.form.register(name, options)}
          {...field.aria}
          type={visible ? 'text' : 'password'}
          className={styles.input}
        />
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? revealText.hide : revealText.show}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      </div>
    </FieldShell>
  );
}

export function TextareaField({
  name,
  label,
  required,
  hint,
  className,
  options,
  ...textarea
}: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  const field = useField(name, hint);
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} className={className}>
      <textarea
        {...textarea}
        {...field.form.register(name, options)}
        {...field.aria}
        className={styles.input}
      />
    </FieldShell>
  );
}

/** A native select with the site's arrow, which turns while the list is open. */
export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
  choices,
  placeholder,
}: FieldProps & {
  choices: readonly { value: string; label: string }[];
  /** The empty first option ('Select Service'). */
  placeholder?: string;
}) {
  const field = useField(name, hint);
  const [open, setOpen] = useState(false);
  const registered = field.form.register(name, {
    ...options,
    onBlur: () => setOpen(false),
    onChange: () => setOpen(false),
  });
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} className={className}>
      <div className={styles.control} data-open={open}>
        <select
          {...registered}
          {...field.aria}
          className={styles.input}
          onClick={() => setOpen((value) => !value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden size={20} className={styles.arrow} />
      </div>
    </FieldShell>
  );
}

/** A checkbox with its label beside it (the label may hold links). */
export function CheckboxField({ name, label, hint, className, options }: Omit<FieldProps, 'required'>) {
  const field = useField(name, hint);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.checkRow}>
        <input
          type="checkbox"
          {...field.form.register(name, options)}
          {...field.aria}
          className={styles.checkbox}
        />
        <label id={field.labelId} htmlFor={field.id}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={field.errorId} className={styles.error} aria-live="polite">
        {field.error}
      </p>
    </div>
  );
}
