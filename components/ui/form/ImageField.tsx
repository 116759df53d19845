'use client';

import { Image as ImageIcon } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Dialog } from '@/components/ui/Dialog';
import { truncate } from '@/lib/text/truncate';
import type { ImageKind } from '@/lib/images/limits';
import { IMAGE_ACCEPT, imageProblemMessage } from '@/lib/validation/images';
import { FieldShell } from './FieldShell';
import { useField } from './Form';
import styles from './ImageField.module.css';
import Bidi from '../Bidi';

export interface ImageFieldText {
  choose: string;
  noFileChosen: string;
  previewImage: string;
  imagePreview: string;
  current: string;
  close: string;
}

/** A chosen file's local address (blob:) while it is shown, released when it is not. */
export function useObjectUrl(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The chosen file's name as the spec shows it: 20 characters, then an ellipsis. */
export const FILE_NAME_SHOWN = 20;

/**
 * An image chooser: 'Choose image', the chosen file's name (or 'No file chosen', or the current
 * image when editing) and 'Preview Image', which shows the picture in a dialog before anything is
 * sent. A file of the wrong type is cleared at once: `onWrongType` may say so its own way (the
 * services screen's alert), otherwise the message shows under the field. The server checks the
 * bytes again.
 */
export function ImageField({
  name,
  label,
  required,
  hint,
  kind,
  current,
  text,
  onWrongType,
}: {
  name: string;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  kind: ImageKind;
  /** The image a row has now (editing): shown until another is chosen. */
  current?: { src: string; alt: string };
  text: ImageFieldText;
  onWrongType?: () => void;
}) {
  const field = useField(name, hint);
  const { field: control } = useController({ name });
  const input = useRef<HTMLInputElement>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const file = control.value instanceof File ? control.value : undefined;
  const url = useObjectUrl(file);

  const choose = (chosen: File | undefined) => {
    if (chosen && !IMAGE_ACCEPT[kind].split(',').includes(chosen.type)) {
      if (input.current) input.current.value = '';
      // Cleared without validating: after a first submit the resolver would replace the message
      // below with its own 'Please choose an image.'
      field.form.setValue(name, undefined, { shouldDirty: true });
      if (onWrongType) onWrongType();
      else
        field.form.setError(name, {
          type: 'type',
          message: imageProblemMessage(chosen.type === 'image/svg+xml' ? 'svg' : 'type', kind),
        });
      return;
    }
    control.onChange(chosen);
  };

  const previewSrc = url ?? current?.src;
  const shownName = file ? truncate(file.name, FILE_NAME_SHOWN) : current ? text.current : text.noFileChosen;

  return (
    <FieldShell field={field} label={label} required={required} hint={hint} asLabel={false}>
      <div className={styles.row}>
        <input
          ref={input}
          id={field.id}
          name={name}
          type="file"
          accept={IMAGE_ACCEPT[kind]}
          className={styles.input}
          aria-labelledby={field.labelId}
          aria-describedby={field.aria['aria-describedby']}
          aria-invalid={field.aria['aria-invalid']}
          onChange={(event) => choose(event.target.files?.[0])}
          onBlur={control.onBlur}
        />
        <label htmlFor={field.id} className={styles.choose}>
          <Icon node={ImageIcon} aria-hidden size={18} />
          {text.choose}
        </label>
        <span className={styles.name} title={file?.name} data-testid={`${name}-file-name`}>
          <Bidi text={shownName} isolate />
        </span>
        {previewSrc && (
          <button type="button" className={styles.preview} onClick={() => setPreviewOpen(true)}>
            {text.previewImage}
          </button>
        )}
      </div>
      <Dialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={text.imagePreview}
        closeLabel={text.close}
      >
        {previewSrc && (
          // eslint-disable-next-line @next/next/no-img-element -- a local file's preview (blob: URL)
          <img className={styles.previewImage} src={previewSrc} alt={file?.name ?? current?.alt ?? ''} />
        )}
      </Dialog>
    </FieldShell>
  );
}
