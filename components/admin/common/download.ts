'use client';

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminText } from '@/content/admin';
import { api, problemMessage, type EndpointWith } from '@/lib/api';

/** How long the browser keeps the file's object URL after the download began. */
const RELEASE_AFTER_MS = 30_000;

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/**
 * Downloads a file from the API (a résumé, a CSV export) under the name the server gives it.
 * A failure (no file, no connection, signed out) is told in a toast with the server's words.
 */
export function useDownload() {
  return useMutation({
    mutationFn: async ({
      endpoint,
      query,
      fallbackName,
    }: {
      endpoint: EndpointWith<'GET', object | void, Blob>;
      /** A list's query: the export holds what the list's filter selects. */
      query?: object;
      fallbackName: string;
    }) => {
      const file = await api.download(endpoint, query as never);
      saveFile(file.blob, file.filename ?? fallbackName);
    },
    onError: (error) => {
      toast.error(problemMessage(error, adminText.failure));
    },
  });
}
