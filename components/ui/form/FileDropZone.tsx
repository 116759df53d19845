'use client';

import { useEffect } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';

/** What the zone element carries, whether it is the placeholder or the working zone. */
export interface ZoneAttributes {
  className: string;
  role: 'button';
  tabIndex: number;
  'aria-labelledby': string;
  'aria-describedby': string;
  'data-invalid': boolean;
  onBlur(): void;
}

/**
 * The working drop zone (react-dropzone), loaded by FileDropField when the visitor first comes
 * near the field. A file chosen or dropped before it arrived (`pending`) is handed over, on mount
 * or when it comes.
 */
export default function FileDropZone({
  attributes,
  inputId,
  name,
  accept,
  maxSize,
  invalidType,
  pending,
  focusOnMount,
  onFiles,
  children,
}: {
  attributes: ZoneAttributes;
  inputId: string;
  name: string;
  accept: Accept;
  maxSize: number;
  invalidType: string;
  pending: FileList | null;
  /** The placeholder had the keyboard focus: the zone that replaces it takes it over. */
  focusOnMount: boolean;
  onFiles(accepted: File | undefined, rejections: string[]): void;
  children(active: boolean): React.ReactNode;
}) {
  const { getRootProps, getInputProps, isDragActive, inputRef, rootRef } = useDropzone({
    accept,
    maxFiles: 1,
    multiple: false,
    maxSize,
    onDrop(accepted, rejected) {
      onFiles(rejected.length > 0 ? undefined : accepted[0], rejectionMessages(rejected, invalidType));
    },
  });

  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const input = inputRef.current;
    if (!pending || !input) return;
    input.files = pending;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [pending, inputRef]);

  return (
    <div {...getRootProps(attributes)} data-active={isDragActive}>
      {/* Not displayed (react-dropzone's own style keeps it in the layout at size 0): a control
          inside the zone's button would be nested interactive content, which axe refuses. */}
      <input
        {...getInputProps({
          id: inputId,
          name,
          tabIndex: -1,
          'aria-hidden': true,
          style: { display: 'none' },
        })}
      />
      {children(isDragActive)}
    </div>
  );
}

function rejectionMessages(rejections: FileRejection[], invalidType: string): string[] {
  const messages = rejections.flatMap((r) =>
    r.errors.map((e) => (e.code === 'file-invalid-type' ? invalidType : e.message)),
  );
  return [...new Set(messages)];
}
