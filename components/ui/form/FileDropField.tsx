'use client';

import { FileText, UploadCloud, X } from 'lucide-react';
import { useState } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { useController } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { useField } from './Form';
import styles from './FileDropField.module.css';

export interface FileDropText {
  prompt: string;
  browse: string;
  active: string;
  hint: string;
  chosen: string;
  remove: string;
  /** Replaces react-dropzone's 'File type must be …' with the form's own words. */
  invalidType: string;
}

/**
 * One file, dropped or chosen (react-dropzone, with its own rejection messages for size and
 * count). The zone is the keyboard control; the hidden input only carries the file.
 */
export function FileDropField({
  name,
  label,
  required,
  accept,
  maxSize,
  text,
}: {
  name: string;
  label: React.ReactNode;
  required?: boolean;
  accept: Accept;
  maxSize: number;
  text: FileDropText;
}) {
  const field = useField(name);
  const { field: control } = useController({ name });
  const [rejections, setRejections] = useState<string[]>([]);
  const file = control.value as File | undefined;
  const choose = (chosen: File | undefined) => control.onChange(chosen);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxFiles: 1,
    multiple: false,
    maxSize,
    onDrop(accepted, rejected) {
      setRejections(rejectionMessages(rejected, text.invalidType));
      choose(rejected.length > 0 ? undefined : accepted[0]);
    },
  });
  const problem = rejections.length > 0 || field.error !== '';
  const hintId = `${field.id}-zone-hint`;

  return (
    <FieldShell field={field} label={label} required={required} asLabel={false} errorLine={false}>
      <div className={styles.wrap}>
        <div
          {...getRootProps({
            className: styles.zone,
            role: 'button',
            'aria-labelledby': field.labelId,
            'aria-describedby': [hintId, problem ? field.errorId : ''].filter(Boolean).join(' '),
            onBlur: control.onBlur,
          })}
          data-active={isDragActive}
          data-invalid={problem}
        >
          <input {...getInputProps({ id: field.id, name, tabIndex: -1, 'aria-hidden': true })} />
          <UploadCloud aria-hidden size={32} className={styles.icon} />
          <p className={styles.prompt}>
            {isDragActive ? (
              text.active
            ) : (
              <>
                {text.prompt} <span className={styles.browse}>{text.browse}</span>
              </>
            )}
          </p>
          <p id={hintId} className={styles.hint}>
            {text.hint}
          </p>
        </div>
        {file && (
          <div className={styles.chosen}>
            <FileText aria-hidden size={20} />
            <span>
              <span className="visually-hidden">{text.chosen} </span>
              {file.name}
            </span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => choose(undefined)}
              aria-label={text.remove}
            >
              <X aria-hidden size={18} />
            </button>
          </div>
        )}
        {problem && (
          <div id={field.errorId} role="alert" className={styles.errors}>
            {rejections.length > 0 ? (
              rejections.map((message) => <p key={message}>{message}</p>)
            ) : (
              <p>{field.error}</p>
            )}
          </div>
        )}
      </div>
    </FieldShell>
  );
}

function rejectionMessages(rejections: FileRejection[], invalidType: string): string[] {
  const messages = rejections.flatMap((r) =>
    r.errors.map((e) => (e.code === 'file-invalid-type' ? invalidType : e.message)),
  );
  return [...new Set(messages)];
}
