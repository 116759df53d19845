'use client';

import { Form } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { useFilterForm } from './useFilterForm';

/**
 * The filters above a list (selects, a search box) as a search landmark, kept in step with the
 * list's URL query (see useFilterForm): a choice applies at once, typing after a pause or on Enter.
 */
export function FilterForm<V extends Record<string, string>>({
  values,
  onChange,
  label,
  className,
  children,
}: {
  values: V;
  onChange: (values: V) => void;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { form, submit } = useFilterForm<V>(values, onChange);
  return (
    <Form form={form} onSubmit={submit} className={className} role="search" aria-label={label}>
      {children}
    </Form>
  );
}

/** A list's search box (the `q` of its query). */
export function SearchField({ label, placeholder }: { label: string; placeholder: string }) {
  return <TextField name="q" type="search" label={label} placeholder={placeholder} autoComplete="off" />;
}
