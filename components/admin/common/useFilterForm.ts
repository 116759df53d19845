'use client';

import { useEffect, useRef } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';

/** How long typing may pause before the list follows (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

/**
 * The filter fields above a list (selects, a search box), kept in step with the list's URL:
 * a chosen option applies at once, typed text after a short pause (or on Enter, through the
 * form's submit); going back or following a link puts the URL's values into the fields.
 */
export function useFilterForm<V extends Record<string, string>>(
  current: V,
  apply: (values: V) => void,
  typed: readonly (keyof V)[] = ['q'],
) {
  const form = useForm<V>({ defaultValues: current as DefaultValues<V> });
  const watched = useWatch({ control: form.control }) as V;
  /** What the URL holds (or is about to): the last values applied or read from it. */
  const applied = useRef(current);
  const currentKey = JSON.stringify(current);
  const watchedKey = JSON.stringify(watched);

  // Fields → URL.
  useEffect(() => {
    const values = JSON.parse(watchedKey) as V;
    const previous = applied.current;
    if (JSON.stringify(previous) === watchedKey) return;
    const typing = typed.some((key) => values[key] !== previous[key]);
    const timer = setTimeout(
      () => {
        applied.current = values;
        apply(values);
      },
      typing ? TYPING_PAUSE_MS : 0,
    );
    return () => clearTimeout(timer);
    // `apply` and `typed` are the caller's; the values decide when this runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watchedKey]);

  // URL → fields, when it changed without them (back, a link).
  useEffect(() => {
    if (JSON.stringify(applied.current) === currentKey) return;
    const values = JSON.parse(currentKey) as V;
    applied.current = values;
    form.reset(values);
  }, [currentKey, form]);

  /** The form's submit (Enter in the search box): apply now. */
  const submit = (values: V) => {
    applied.current = values;
    apply(values);
  };

  return { form, submit };
}
