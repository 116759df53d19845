/**
 * The columns of the specification's plain texts (./specification.ts): each a text, '' when not
 * filled in, with its Arabic twin `<column>_ar` beside it. lib/db/schema.ts spreads them into the
 * products table.
 */
import { text } from 'drizzle-orm/pg-core';
import { TEXT_SPEC_NAMES, TEXT_SPECS, type ArabicSpecName, type TextSpecName } from './specification';

const filledOrEmpty = (column: string) => text(column).notNull().default('');
type TextColumn = ReturnType<typeof filledOrEmpty>;

export function textSpecColumns() {
  return Object.fromEntries(
    TEXT_SPEC_NAMES.flatMap((name) => {
      const spec = TEXT_SPECS[name];
      const columns: [string, TextColumn][] = [[name, filledOrEmpty(spec.column)]];
      if (!('latin' in spec)) columns.push([`${name}Ar`, filledOrEmpty(`${spec.column}_ar`)]);
      return columns;
    }),
  ) as Record<TextSpecName | ArabicSpecName, TextColumn>;
}
