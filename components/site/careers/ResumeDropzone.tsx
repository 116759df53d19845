'use client';

import { FileText, UploadCloud, X } from 'lucide-react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { applyText } from '@/content/careers';
import { RESUME_MAX_BYTES } from '@/lib/validation/application';
import styles from './ResumeDropzone.module.css';

const t = applyText.dropzone;

const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

function rejectionMessages(rejections: FileRejection[]): string[] {
  const messages = rejections.flatMap((r) =>
    r.errors.map((e) => (e.code === 'file-invalid-type' ? t.fileInvalidType : e.message)),
  );
  return [...new Set(messages)];
}

/** One PDF, DOC or DOCX file up to 5 MB, dropped or chosen; react-dropzone's own rejection messages. */
export function ResumeDropzone({
  id,
  file,
  error,
  rejections,
  onChange,
  onRejected,
  onBlur,
}: {
  id: string;
  file: File | undefined;
  error?: string;
  rejections: string[];
  onChange: (file: File | undefined) => void;
  onRejected: (messages: string[]) => void;
  onBlur: () => void;
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: RESUME_MAX_BYTES,
    onDrop(accepted, rejected) {
      if (rejected.length > 0) {
        onRejected(rejectionMessages(rejected));
        onChange(undefined);
      } else {
        onRejected([]);
        onChange(accepted[0]);
      }
    },
  });
  const describedBy = [`${id}-hint`, rejections.length || error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.wrap}>
      <div
        {...getRootProps({
          className: styles.zone,
          role: 'button',
          'aria-labelledby': `${id}-label`,
          'aria-describedby': describedBy,
          onBlur,
        })}
        data-active={isDragActive}
        data-invalid={Boolean(error || rejections.length)}
      >
        {/* The zone above is the keyboard control; the hidden input only carries the file. */}
        <input {...getInputProps({ id, name: 'resume', tabIndex: -1, 'aria-hidden': true })} />
        <UploadCloud aria-hidden size={32} className={styles.icon} />
        <p className={styles.prompt}>
          {isDragActive ? (
            t.active
          ) : (
            <>
              {t.prompt} <span className={styles.browse}>{t.browse}</span>
            </>
          )}
        </p>
        <p id={`${id}-hint`} className={styles.hint}>
          {t.hint}
        </p>
      </div>
      {file && (
        <div className={styles.chosen}>
          <FileText aria-hidden size={20} />
          <span>
            <span className="visually-hidden">{t.chosen} </span>
            {file.name}
          </span>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onChange(undefined)}
            aria-label={t.remove}
          >
            <X aria-hidden size={18} />
          </button>
        </div>
      )}
      {(rejections.length > 0 || error) && (
        <div id={`${id}-error`} role="alert" className={styles.errors}>
          {rejections.length > 0 ? (
            rejections.map((message) => <p key={message}>{message}</p>)
          ) : (
            <p>{error}</p>
          )}
        </div>
      )}
    </div>
  );
}
