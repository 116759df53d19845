'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { showApiError } from '@/components/ui/form/Form';
import { adminText } from '@/content/admin';
import type { ApiError, UploadOptions } from '@/lib/api';
import { isStaleSave, staleText } from './staleSave';

/**
 * Saving an admin form: the button is disabled while it runs, an upload reports its progress and
 * can be cancelled, a refusal puts the server's messages beside the fields (and keeps what staff
 * typed), and success toasts, refreshes the affected lists and calls `onSaved`.
 */
export function useFormSave<Values extends FieldValues, Output extends FieldValues, Result>({
  form,
  save,
  invalidates,
  success,
  onSaved,
  onStale,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  save: (values: Output, upload: UploadOptions) => Promise<Result>;
  invalidates: QueryKey[];
  /** The toast after a save (it may name what was saved). */
  success: string | ((result: Result) => string);
  onSaved?: (result: Result) => void;
  /**
   * Someone changed the item after the form was read (409 `stale`): the dialog's problem line says
   * who and what, and this decides what next (`retry` sends the same values again).
   */
  onStale?: (error: ApiError, retry: () => void) => void;
}) {
  const client = useQueryClient();
  const [problem, setProblem] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: (values: Output) => {
      controller.current = new AbortController();
      return save(values, {
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) => total > 0 && setProgress(Math.round((loaded / total) * 100)),
      });
    },
    onSuccess: async (result) => {
      toast.success(typeof success === 'function' ? success(result) : success);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      onSaved?.(result);
    },
    onError: (error, values) => {
      if (onStale && isStaleSave(error)) {
        setProblem(staleText(error));
        onStale(error, () => {
          setProblem('');
          mutation.mutate(values);
        });
        return;
      }
      setProblem(showApiError(error, form, adminText.failure));
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });

  return {
    submit: (values: Output) => {
      setProblem('');
      mutation.mutate(values);
    },
    problem,
    progress,
    busy: mutation.isPending,
    /** Stops an upload in flight (the form keeps its values). */
    cancel: () => controller.current?.abort(),
  };
}

export type FormSave = Pick<ReturnType<typeof useFormSave>, 'problem' | 'progress' | 'busy' | 'cancel'>;
