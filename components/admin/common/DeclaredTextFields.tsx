'use client';

import { TextareaField, TextField } from '@/components/ui/form/fields';
import type { TextSpec, TextSpecs } from '@/lib/validation/texts';
import { ArabicTextareaField, ArabicTextField } from './ArabicFields';
import styles from './admin.module.css';

/**
 * A dialog's fields for a kind's declared texts (lib/validation/texts.ts), in their order: the
 * English ones, or (`arabic`) their Arabic twins for the dialog's ArabicSection. A text marked
 * `paired` sits beside the next one.
 */
export function DeclaredTextFields({ texts, arabic = false }: { texts: TextSpecs; arabic?: boolean }) {
  const entries = Object.entries(texts);
  const rows: [string, TextSpec][][] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const pair = entries[i][1].paired && i + 1 < entries.length;
    rows.push(pair ? [entries[i], entries[i + 1]] : [entries[i]]);
    if (pair) i += 1;
  }
  return rows.map((row) => {
    // Each field is named as the form names it (a declared `form` name, else the text's own).
    const fields = row.map(([name, spec]) =>
      arabic ? (
        <ArabicField key={name} name={spec.form ?? name} spec={spec} />
      ) : (
        <EnglishField key={name} name={spec.form ?? name} spec={spec} />
      ),
    );
    return row.length > 1 ? (
      <div key={row[0][0]} className={styles.fieldPair}>
        {fields}
      </div>
    ) : (
      fields
    );
  });
}

/** The English field of one declared text, for a dialog that places it among fields of its own. */
export function DeclaredTextField({ texts, name }: { texts: TextSpecs; name: string }) {
  return <EnglishField name={texts[name].form ?? name} spec={texts[name]} />;
}

function EnglishField({ name, spec }: { name: string; spec: TextSpec }) {
  const shared = {
    name,
    label: spec.label,
    required: spec.required !== undefined,
    hint: spec.hint,
  };
  return spec.rows ? (
    <TextareaField {...shared} rows={spec.rows} />
  ) : (
    <TextField {...shared} autoComplete="off" />
  );
}

function ArabicField({ name, spec }: { name: string; spec: TextSpec }) {
  return spec.rows ? (
    <ArabicTextareaField name={`${name}Ar`} label={spec.label} rows={spec.rows} />
  ) : (
    <ArabicTextField name={`${name}Ar`} label={spec.label} />
  );
}
