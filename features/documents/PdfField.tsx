'use client';

import { FileDropField } from '@/components/ui/form/FileDropField';
import { adminProductsText } from '@/features/products/adminText';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@/features/documents/validation';

const t = adminProductsText.documents;

/**
 * The PDF of a product's document or of a certificate (the schemas' `file`): one PDF of at most
 * 10 MB, whose bytes the server checks.
 */
export function PdfField({ required }: { required: boolean }) {
  return (
    <FileDropField
      name="file"
      label={t.file}
      required={required}
      accept={DOCUMENT_ACCEPT}
      maxSize={DOCUMENT_MAX_BYTES}
      text={t.dropzone}
    />
  );
}
