'use client';

import { ChevronDown, Eye, EyeOff } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useState } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { FieldNotes, FieldShell } from './FieldShell';
import { useField } from './Form';
import styles from './Field.module.css';
import Bidi, { bidiNode } from '../Bidi';

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

/**
 * A form's fields named once: `field('email')` gives the name, and the label and placeholder the
 * form's texts hold under that name.
 */
export function namedFields<Name extends string>(text: {
  fields: Readonly<Record<Name, string>>;
  placeholders: Readonly<Partial<Record<Name, string>>>;
}) {
  return (name: Name) => ({ name, label: text.fields[name], placeholder: text.placeholders[name] });
}

type InputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

/** A field's frame (label, hint, error line) around the control `children` draws with its state. */
function Framed({
  name,
  label,
  required,
  hint,
  className,
  children,
}: Omit<FieldProps, 'options'> & { children: (field: ReturnType<typeof useField>) => React.ReactNode }) {
  const field = useField(name, hint);
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} className={className}>
      {children(field)}
    </FieldShell>
  );
}

/** The frame's props of a field, and the rest (what its control takes). */
function framing<P extends FieldProps>({ name, label, required, hint, className, options, ...control }: P) {
  return { frame: { name, label, required, hint, className }, options, control };
}

/** text, email, tel, date, number … */
export function TextField({
  filter,
  ...props
}: FieldProps &
  InputAttributes & {
    /** Rewrites what is typed before the form sees it (e.g. digits only). */
    filter?: (value: string) => string;
  }) {
  const { frame, options, control } = framing(props);
  return (
    <Framed {...frame}>
      {(field) => {
        const registered = field.form.register(frame.name, options);
        return (
          <input
            {...control}
            {...registered}
            {...field.aria}
            className={styles.input}
            onChange={(event) => {
              if (filter) event.target.value = filter(event.target.value);
              return registered.onChange(event);
            }}
          />
        );
      }}
    </Framed>
  );
}

/** A whole number (days, hours, a percentage), which the form reads as a number. */
export function WholeNumberField(
  props: Omit<FieldProps, 'options'> & Pick<InputAttributes, 'min' | 'max' | 'placeholder'>,
) {
  return (
    <TextField {...props} type="number" inputMode="numeric" step={1} options={{ valueAsNumber: true }} />
  );
}

/** A password with a show/hide button. */
export function PasswordField({
  revealText,
  ...props
}: FieldProps & InputAttributes & { revealText: { show: string; hide: string } }) {
  const { frame, options, control } = framing(props);
  const [visible, setVisible] = useState(false);
  return (
    <Framed {...frame}>
      {(field) => (
        <div className={`${styles.control} ${styles.withReveal}`}>
          <input
            {...control}
            {...field.form.register(frame.name, options)}
            {...field.aria}
            type={visible ? 'text' : 'password'}
            className={styles.input}
          />
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? revealText.hide : revealText.show}
            data-tip={visible ? revealText.hide : revealText.show}
            data-tip-align="end"
            aria-pressed={visible}
          >
            {visible ? (
              <Icon node={EyeOff} size={20} aria-hidden="true" />
            ) : (
              <Icon node={Eye} size={20} aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Framed>
  );
}

export function TextareaField(
  props: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>,
) {
  const { frame, options, control } = framing(props);
  return (
    <Framed {...frame}>
      {(field) => (
        <textarea
          {...control}
          {...field.form.register(frame.name, options)}
          {...field.aria}
          className={styles.input}
        />
      )}
    </Framed>
  );
}

/** A native select with the site's arrow, which turns while the list is open. */
export function SelectField({
  choices,
  placeholder,
  ...props
}: FieldProps & {
  choices: readonly { value: string; label: string }[];
  /** The empty first option ('Select Service'). */
  placeholder?: string;
}) {
  const { frame, options } = framing(props);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Framed {...frame}>
      {(field) => (
        <div className={styles.control} data-open={open}>
          <select
            {...field.form.register(frame.name, {
              ...options,
              onBlur: (event) => {
                close();
                return options?.onBlur?.(event);
              },
              onChange: (event) => {
                close();
                return options?.onChange?.(event);
              },
            })}
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
          <Icon node={ChevronDown} aria-hidden size={20} className={styles.arrow} />
        </div>
      )}
    </Framed>
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
          {bidiNode(label)}
        </label>
      </div>
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}

/** A fieldset of choices under one name, named by its legend, with the field's hint and error. */
function ChoiceGroup({
  name,
  legend,
  hint,
  className,
  children,
}: Pick<FieldProps, 'name' | 'hint' | 'className'> & {
  legend: React.ReactNode;
  children: (field: ReturnType<typeof useField>) => React.ReactNode;
}) {
  const field = useField(name, hint);
  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend id={field.labelId} className={styles.label}>
        {bidiNode(legend)}
      </legend>
      {children(field)}
      <FieldNotes field={field} hint={hint} />
    </fieldset>
  );
}

/**
 * Several checkboxes under one name (a fieldset named by its legend): the form holds the values of
 * the ticked ones as a list. Give the field a list as its default value, even an empty one.
 */
export function CheckboxGroupField({
  choices,
  options,
  ...group
}: Omit<FieldProps, 'label' | 'required'> & {
  legend: React.ReactNode;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <ChoiceGroup {...group}>
      {(field) => (
        <div className={styles.choices}>
          {choices.map((choice) => {
            const id = `${field.id}-${choice.value}`;
            return (
              <div key={choice.value} className={styles.checkRow}>
                <input
                  type="checkbox"
                  id={id}
                  value={choice.value}
                  {...field.form.register(group.name, options)}
                  aria-invalid={field.aria['aria-invalid']}
                  className={styles.checkbox}
                />
                <label htmlFor={id}>
                  <Bidi text={choice.label} />
                </label>
              </div>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}

/**
 * One choice of several, drawn as cards (a fieldset named by its legend): each choice has its
 * label and, below it, what choosing it means.
 */
export function RadioCardsField({
  choices,
  options,
  ...group
}: Omit<FieldProps, 'label' | 'required'> & {
  legend: React.ReactNode;
  choices: readonly { value: string; label: string; description?: string }[];
}) {
  return (
    <ChoiceGroup {...group}>
      {(field) => (
        <div className={styles.cards}>
          {choices.map((choice) => {
            const id = `${field.id}-${choice.value}`;
            return (
              <div key={choice.value} className={styles.card}>
                <input
                  type="radio"
                  id={id}
                  value={choice.value}
                  {...field.form.register(group.name, options)}
                  aria-describedby={choice.description ? `${id}-description` : undefined}
                  className={styles.radio}
                />
                <label htmlFor={id} className={styles.cardLabel}>
                  <Bidi text={choice.label} />
                </label>
                {choice.description && (
                  <p id={`${id}-description`} className={styles.cardDescription}>
                    <Bidi text={choice.description} />
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}
