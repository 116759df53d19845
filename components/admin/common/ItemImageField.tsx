'use client';

import { ImageField } from '@/components/ui/form/ImageField';
import type { ImageKind } from '@/lib/images/limits';
import { useDialogItem } from './FormDialog';
import { imageFieldText } from './text';

/**
 * An item's picture in its dialog: required for a new item (unless `optional`), the stored one
 * (`current`, else the item's image) shown for an edit until another is chosen.
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
  return (
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
  );
}
