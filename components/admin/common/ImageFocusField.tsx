'use client';

import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FieldShell } from '@/components/ui/form/FieldShell';
import { useField, useFormId } from '@/components/ui/form/Form';
import { useObjectUrl } from '@/components/ui/form/ImageField';
import fieldStyles from '@/components/ui/form/Field.module.css';
import { adminText } from '@/content/admin';
import { CENTRE, objectPosition, type ImageFocus } from '@/lib/images/focus';
import { coverPositionOf, SHARE_ASPECT } from '@/lib/images/crop';
import styles from './ImageFocusField.module.css';

const common = adminText.common;

/**
 * The crops the site makes of a picture, as its pages' stylesheets make them: a card (4:3, the
 * product and post cards), a wide banner (the home banner and article pictures on a wide screen,
 * about 3:1), the banner on a phone (portrait) and the share image (1200×630, made on the server
 * by lib/images/shareImage.ts: shown here with the same window).
 */
const CROPS = [
  { key: 'card', aspect: 4 / 3 },
  { key: 'wide', aspect: 3 },
  { key: 'phone', aspect: 3 / 4 },
  { key: 'share', aspect: SHARE_ASPECT },
] as const;

/**
 * The focal point of the picture `name` (fields `<name>FocusX`, `<name>FocusY`, in percent): a
 * click or tap on the picture sets it, and two labelled sliders move it from the keyboard (no
 * dragging needed, WCAG 2.5.7). Beside it, the site's crops follow the point. A newly chosen file
 * starts at its centre; clearing it brings the stored picture's point back.
 */
export function ImageFocusField({
  name,
  label,
  current,
}: {
  name: string;
  label: string;
  /** The stored picture, shown until another file is chosen (uploads record their pixel size). */
  current?: { src: string; width?: number; height?: number };
}) {
  const form = useFormContext();
  const chosen = useWatch({ name });
  const file = chosen instanceof File ? chosen : undefined;
  const url = useObjectUrl(file);
  const src = url ?? current?.src;
  const xName = `${name}FocusX`;
  const yName = `${name}FocusY`;
  const x = useController({ name: xName });
  const y = useController({ name: yName });
  const focus: ImageFocus = { x: percent(x.field.value, CENTRE.x), y: percent(y.field.value, CENTRE.y) };
  const [natural, setNatural] = useState<{ src: string; width: number; height: number }>();
  const hintId = `${useFormId()}-${name}-focus-hint`;

  // Another file: its point starts at its centre; no file again: the stored picture's point.
  const shownFile = useRef(file);
  useEffect(() => {
    if (shownFile.current === file) return;
    shownFile.current = file;
    const stored = form.formState.defaultValues ?? {};
    const start = file
      ? CENTRE
      : { x: percent(stored[xName], CENTRE.x), y: percent(stored[yName], CENTRE.y) };
    form.setValue(xName, start.x, { shouldDirty: true, shouldValidate: true });
    form.setValue(yName, start.y, { shouldDirty: true, shouldValidate: true });
  }, [file, form, xName, yName]);

  if (!src) return null;

  // The picture's size: as loaded, else as stored (an upload's, known before it loads). The seed
  // artwork is SVG with a viewBox only: it has a shape but no size of its own until loaded (and a
  // browser may never tell one), so nothing here waits for it.
  const size =
    natural?.src === src && natural.width > 0 && natural.height > 0
      ? natural
      : !file && current?.width && current.height
        ? { width: current.width, height: current.height }
        : undefined;

  const set = (point: ImageFocus) => {
    form.setValue(xName, point.x, { shouldDirty: true, shouldValidate: true });
    form.setValue(yName, point.y, { shouldDirty: true, shouldValidate: true });
  };
  const pick = (event: React.MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return;
    set({
      x: wholePercent(((event.clientX - box.left) / box.width) * 100),
      y: wholePercent(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const cropPosition = (aspect: number, key: string) =>
    objectPosition(key === 'share' && size ? coverPositionOf(size.width, size.height, focus, aspect) : focus);

  return (
    <fieldset className={fieldStyles.group} aria-describedby={hintId} data-testid={`${name}-focus`}>
      <legend className={fieldStyles.label}>{common.imageFocusLegend(label)}</legend>
      <p className={fieldStyles.hint} id={hintId}>
        {common.imageFocusHint}
      </p>
      <div className={styles.layout}>
        {/* Sized from the column and the picture's shape, never from its own width: an SVG without
            one would make this box, and the picture in it, 0 px wide (the seed artwork did). */}
        <div
          className={styles.picker}
          style={size ? ({ '--picture-ratio': size.width / size.height } as React.CSSProperties) : undefined}
        >
          {/* A pointer's shortcut: the sliders below set the same point from the keyboard. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a local file's preview (blob: URL) */}
          <img
            src={src}
            alt={common.imageFocusPicker}
            className={styles.pickerImage}
            onClick={pick}
            onLoad={(event) =>
              setNatural({
                src,
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            data-testid={`${name}-focus-picker`}
          />
          <span
            className={styles.marker}
            style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            aria-hidden="true"
          />
        </div>
        <div className={styles.sliders}>
          <FocusSlider
            name={xName}
            label={common.imageFocusAcross}
            value={focus.x}
            onChange={(v) => set({ ...focus, x: v })}
          />
          <FocusSlider
            name={yName}
            label={common.imageFocusDown}
            value={focus.y}
            onChange={(v) => set({ ...focus, y: v })}
          />
        </div>
      </div>
      <p className={fieldStyles.label}>{common.imageFocusCrops}</p>
      <ul className={styles.crops}>
        {CROPS.map((crop) => (
          <li key={crop.key} className={styles.crop}>
            <span className={styles.cropFrame} style={{ aspectRatio: String(crop.aspect) }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the same local preview, cropped */}
              <img
                src={src}
                alt=""
                className={styles.cropImage}
                style={{ objectPosition: cropPosition(crop.aspect, crop.key) }}
                data-testid={`${name}-crop-${crop.key}`}
              />
            </span>
            <span className={styles.cropName}>{common.imageFocusCrop[crop.key]}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** One coordinate's slider, 0–100 in whole percent, with its value written beside it. */
function FocusSlider({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const field = useField(name);
  return (
    <FieldShell field={field} label={label}>
      <span className={styles.slider}>
        <input
          {...field.aria}
          name={name}
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.round(value)}
          aria-valuetext={`${Math.round(value)}%`}
          className={styles.range}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={field.id} className={styles.value}>
          {Math.round(value)}%
        </output>
      </span>
    </FieldShell>
  );
}

/** A form value as a percent: a number or its digits, 0–100; anything else is `fallback`. */
function percent(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.min(100, Math.max(0, number))
    : fallback;
}

const wholePercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
