'use client';

import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useField } from '@/components/ui/form/Form';
import { FieldShell } from '@/components/ui/form/FieldShell';
import { OTP_LENGTH } from '@/lib/auth/credentials';
import { OtpInput } from '../signIn/OtpInput';

/**
 * A 6-digit code as a field of the surrounding Form: the six boxes of OtpInput, named by the
 * field's label and described by its error line. The form's value is the digits typed, in order;
 * it is 6 long (and the schema content) only when every box is filled.
 */
export function CodeField({
  name,
  label,
  autoFocus = false,
}: {
  name: string;
  label: string;
  autoFocus?: boolean;
}) {
  const field = useField(name);
  const { field: control } = useController({ name, control: field.form.control });
  const [digits, setDigits] = useState<string[]>(() =>
    Array.from({ length: OTP_LENGTH }, (_, i) => String(control.value ?? '')[i] ?? ''),
  );
  return (
    <FieldShell field={field} label={label} asLabel={false}>
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          control.onChange(next.join(''));
        }}
        autoFocus={autoFocus}
        labelledBy={field.labelId}
        describedBy={field.aria['aria-describedby']}
        invalid={Boolean(field.error)}
      />
    </FieldShell>
  );
}
