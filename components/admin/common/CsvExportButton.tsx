'use client';

import { FileDown } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { adminText } from '@/content/admin';
import type { EndpointWith } from '@/lib/api';
import { useDownload } from './download';
import styles from './admin.module.css';

/** 'Export CSV' for a list: the file holds what the list's filter (`query`) selects. */
export function CsvExportButton({
  endpoint,
  query,
  fallbackName,
}: {
  endpoint: EndpointWith<'GET', object | void, Blob>;
  query: object;
  fallbackName: string;
}) {
  const csv = useDownload();
  return (
    <button
      type="button"
      className={styles.secondaryButton}
      disabled={csv.isPending}
      onClick={() => csv.mutate({ endpoint, query, fallbackName })}
    >
      <Icon node={FileDown} aria-hidden size={18} />
      {csv.isPending ? adminText.common.exporting : adminText.common.exportCsv}
    </button>
  );
}
