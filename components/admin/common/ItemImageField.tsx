'use client';

import { useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import fieldStyles from '@/components/ui/form/Field.module.css';
import { adminText } from '@/content/admin';
import type { ImageKind } from '@/lib/images/limits';
import { useDialogItem } from './FormDialog';
import { ImageFocusField } from './ImageFocusField';
import { imageFieldText } from './text';

const common = adminText.common;

/**
 * An item's picture in its dialog: required for a new item (unless `optional`), the stored one
 * (`current`, else the item's image) shown for an edit until another is chosen. Under it, its alt
 * text in English and Arabic (required: lib/validation/content.ts withImageAlts), or the mark that
 * it is decorative, which hides them; then its focal point (ImageFocusField).
 */
export function ItemImageField({
  name = 'image',
  label,
  kind,
  hint,
  optional = false,
  current,
  onWrongType,
}: {
  name?: string;
  label: string;
  kind: ImageKind;
  hint?: string;
  optional?: boolean;
  current?: { src: string; alt: string };
  onWrongType?: () => void;
}) {
  const item = useDialogItem();
  const chosen = useWatch({ name }) !== undefined;
  return (
    <>
      <ImageField
        name={name}
        label={label}
        required={!optional && !item}
        hint={hint}
        kind={kind}
        current={current ?? item?.image}
        text={imageFieldText}
        onWrongType={onWrongType}
      />
      {/* An optional picture is described once there is one. */}
      {(!optional || current || chosen) && <ImageAltFields name={name} label={label} />}
      {/* Its focal point once there is a picture to point at (an optional one's own only). */}
      <ImageFocusField name={name} label={label} current={optional ? current : (current ?? item?.image)} />
    </>
  );
}

/**
 * The alt texts of the picture `name` (fields `<name>Alt`, `<name>AltAr`, `<name>Decorative`), in a
 * group named after the picture, so that a dialog with several pictures tells their alts apart.
 */
export function ImageAltFields({ name, label }: { name: string; label: string }) {
  const decorative = useWatch({ name: `${name}Decorative` }) === true;
  const alt = common.imageAlt;
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.label}>{common.imageAltLegend(label)}</legend>
      <CheckboxField name={`${name}Decorative`} label={common.imageDecorative} />
      {!decorative && (
        <>
          <TextField name={`${name}Alt`} label={alt} required hint={common.imageAltHint} autoComplete="off" />
          <TextField
            name={`${name}AltAr`}
            label={common.inArabic(alt)}
            required
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
        </>
      )}
    </fieldset>
  );
}
