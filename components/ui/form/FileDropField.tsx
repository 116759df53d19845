'use client';

import { FileText, UploadCloud, X } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useRef, useState } from 'react';
import type { Accept } from 'react-dropzone';
import { useController } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { useField } from './Form';
import styles from './FileDropField.module.css';
import Bidi from '../Bidi';
import type { ZoneAttributes } from './FileDropZone';

// react-dropzone is only downloaded when the visitor comes near the field (pointer, focus, touch,
// a dragged file, or a file chosen before it arrived): the form's first paint does not wait for it.
// Not React.lazy: its Suspense fallback would be another element, and the keyboard focus on the
// placeholder would be lost while the zone downloads.
type Zone = typeof import('./FileDropZone').default;
let zoneModule: Promise<Zone> | undefined;
function loadZone(): Promise<Zone> {
  zoneModule ??= import('./FileDropZone').then(
    (loaded) => loaded.default,
    (error: unknown) => {
      zoneModule = undefined; // the next approach tries again
      throw error;
    },
  );
  return zoneModule;
}

export interface FileDropText {
  prompt: string;
  browse: string;
  /** What a touch screen shows instead of both: there is nothing to drag there. */
  touch: string;
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
  // Set once the zone is wanted, with what the visitor did before it arrived.
  const [arrival, setArrival] = useState<{ pending: FileList | null; focus: boolean } | null>(null);
  const [FileDropZone, setZone] = useState<Zone | null>(null);
  // The file dialog asked for before the zone is here: opened at once, while the click or key still
  // counts as the visitor's (the browser refuses a dialog opened seconds later, as a slow download
  // of the zone would), and kept outside the zone so the choice survives the zone's arrival.
  const early = useRef<HTMLInputElement>(null);
  const file = control.value as File | undefined;
  const choose = (chosen: File | undefined) => control.onChange(chosen);
  const problem = rejections.length > 0 || field.error !== '';
  const hintId = `${field.id}-zone-hint`;

  const attributes: ZoneAttributes = {
    className: styles.zone,
    role: 'button',
    tabIndex: 0,
    'aria-labelledby': field.labelId,
    'aria-describedby': [hintId, problem ? field.errorId : ''].filter(Boolean).join(' '),
    'data-invalid': problem,
    onBlur: control.onBlur,
  };
  const content = (active: boolean) => (
    <>
      <Icon node={UploadCloud} aria-hidden size={32} className={styles.icon} />
      <p className={styles.prompt}>
        {active ? (
          <Bidi text={text.active} />
        ) : (
          <>
            <span className={styles.drag}>
              <Bidi text={text.prompt} />{' '}
              <span className={styles.browse}>
                <Bidi text={text.browse} />
              </span>
            </span>
            <span className={styles.touch}>
              <Bidi text={text.touch} />
            </span>
          </>
        )}
      </p>
      <p id={hintId} className={styles.hint}>
        <Bidi text={text.hint} />
      </p>
    </>
  );
  const load = (pending: FileList | null = null, focus = false) => {
    setArrival((before) => ({
      pending: pending ?? before?.pending ?? null,
      focus: focus || (before?.focus ?? false),
    }));
    loadZone().then(
      (zone) => setZone(() => zone),
      () => {}, // offline: the placeholder stays, and the next approach asks again
    );
  };
  const openEarly = () => {
    early.current?.click();
    load();
  };
  const placeholder = (
    <div
      {...attributes}
      data-active={false}
      onPointerEnter={() => load()}
      onTouchStart={() => load()}
      onFocus={() => load(null, true)}
      onDragEnter={() => load()}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        load(event.dataTransfer.files);
      }}
      onClick={openEarly}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        openEarly();
      }}
    >
      <input
        id={field.id}
        name={name}
        type="file"
        tabIndex={-1}
        aria-hidden
        hidden
        onChange={(event) => load(event.target.files)}
      />
      {content(false)}
    </div>
  );

  return (
    <FieldShell field={field} label={label} required={required} asLabel={false} errorLine={false}>
      <div className={styles.wrap}>
        {arrival && FileDropZone ? (
          <FileDropZone
            attributes={attributes}
            inputId={field.id}
            name={name}
            accept={accept}
            maxSize={maxSize}
            invalidType={text.invalidType}
            pending={arrival.pending}
            focusOnMount={arrival.focus}
            onFiles={(accepted, rejected) => {
              setRejections(rejected);
              choose(accepted);
            }}
          >
            {content}
          </FileDropZone>
        ) : (
          placeholder
        )}
        <input
          ref={early}
          type="file"
          accept={acceptList(accept)}
          tabIndex={-1}
          aria-hidden
          hidden
          onChange={(event) => {
            if (event.target.files?.length) load(event.target.files);
          }}
        />
        {file && (
          <div className={styles.chosen}>
            <Icon node={FileText} aria-hidden size={20} />
            <span>
              <span className="visually-hidden">{text.chosen} </span>
              <Bidi text={file.name} isolate />
            </span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => choose(undefined)}
              aria-label={text.remove}
              data-tip={text.remove}
              data-tip-align="end"
            >
              <Icon node={X} aria-hidden size={18} />
            </button>
          </div>
        )}
        {problem && (
          <div id={field.errorId} role="alert" className={styles.errors}>
            {rejections.length > 0 ? (
              rejections.map((message) => (
                <p key={message}>
                  <Bidi text={message} />
                </p>
              ))
            ) : (
              <p>
                <Bidi text={field.error} />
              </p>
            )}
          </div>
        )}
      </div>
    </FieldShell>
  );
}

/** The `accept` attribute for react-dropzone's `accept` (types and extensions). */
function acceptList(accept: Accept): string {
  return Object.entries(accept)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(',');
}
