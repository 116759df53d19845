'use client';

import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminProductsText } from '@/features/products/adminText';
import { api, endpoints } from '@/lib/api';
import type { ProductDocumentDto } from './dto';
import { formatDate, localIsoDate } from '@/lib/text/dates';
import { fileSize } from '@/lib/text/documents';
import {
  DOCUMENT_ACCESS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  documentCreateSchema,
  documentUpdateSchema,
} from '@/features/documents/validation';
import { useDownload } from '@/components/admin/common/download';
import { CreateButton } from '@/components/admin/common/CreateButton';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemList } from '@/components/admin/common/ItemList';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { RowButton } from '@/components/admin/common/RowButton';
import { useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { productKeys } from '@/features/products/queryKeys';
import { PdfField } from './PdfField';
import styles from '@/components/admin/common/admin.module.css';

const t = adminProductsText.documents;
const common = adminText.common;

const titleOf = (document: ProductDocumentDto) =>
  `${t.types[document.type]} (${t.languages[document.language]})`;

/**
 * A product's documents, from its row: each with its file, revision and whether it is public or
 * sent on request; add, edit or replace (its form), download, delete (after the confirmation).
 */
export function DocumentsDialog({
  product,
  onClose,
}: {
  product: { id: number; name: string };
  onClose: () => void;
}) {
  const key = productKeys.documents(product.id);
  const documents = useQuery({
    queryKey: key,
    queryFn: () => api.get(endpoints.productDocuments(product.id)),
  });
  const editor = useEditor<ProductDocumentDto>();
  const actions = useItemActions<ProductDocumentDto>({
    listKey: key,
    item: (id) => endpoints.productDocument(product.id, id),
    deleted: t.deleted,
  });
  const download = useDownload();

  return (
    <Dialog open onClose={onClose} title={t.title(product.name)} closeLabel={common.close}>
      <p className={styles.formSectionIntro}>{t.intro}</p>
      <div>
        <CreateButton label={t.add} onClick={editor.create} />
      </div>
      <ItemList query={documents} label={t.listLabel(product.name)} empty={t.empty}>
        {(document) => {
          const title = titleOf(document);
          return (
            <ItemRow
              key={document.id}
              item={document}
              title={title}
              testId="document-row"
              text={`${document.file.name} · ${fileSize(document.file.size, 'en')}`}
              chips={
                <>
                  <span className={styles.chip}>{t.accessChips[document.access]}</span>
                  <span className={styles.chip}>{t.revised(formatDate(document.revisionDate))}</span>
                </>
              }
              extra={
                <RowButton
                  icon={Download}
                  label={t.download}
                  of={title}
                  disabled={download.isPending}
                  onClick={() =>
                    download.mutate({
                      endpoint: endpoints.productDocumentFile(product.id, document.id),
                      fallbackName: document.file.name,
                    })
                  }
                />
              }
              actions={actions}
              onEdit={() => editor.edit(document)}
            />
          );
        }}
      </ItemList>
      {editor.dialog((document, close) => (
        <DocumentDialog productId={product.id} document={document} onClose={close} />
      ))}
    </Dialog>
  );
}

/** Adds a document, or edits one: its kind, language, revision date, who gets it, and its PDF. */
function DocumentDialog({
  productId,
  document,
  onClose,
}: {
  productId: number;
  document?: ProductDocumentDto;
  onClose: () => void;
}) {
  const state = useItemForm({
    schema: document ? documentUpdateSchema : documentCreateSchema,
    item: document,
    values: { type: 'tds', language: 'en', revisionDate: localIsoDate(), access: 'public' },
    to: {
      create: endpoints.productDocuments(productId),
      update: (id) => endpoints.productDocument(productId, id),
    },
    invalidates: [productKeys.documents(productId)],
    created: t.created,
    onClose,
  });
  return (
    <FormDialog state={state} title={document ? t.editTitle : t.createTitle}>
      <SelectField
        name="type"
        label={t.type}
        required
        choices={DOCUMENT_TYPES.map((type) => ({ value: type, label: t.types[type] }))}
      />
      <SelectField
        name="language"
        label={t.language}
        required
        choices={DOCUMENT_LANGUAGES.map((language) => ({ value: language, label: t.languages[language] }))}
      />
      <TextField
        name="revisionDate"
        label={t.revisionDate}
        hint={t.revisionDateHint}
        required
        type="date"
        max={localIsoDate()}
      />
      <SelectField
        name="access"
        label={t.access}
        required
        choices={DOCUMENT_ACCESS.map((access) => ({ value: access, label: t.accessChoices[access] }))}
      />
      {document && (
        <p className={styles.formSectionIntro}>
          {t.currentFile(document.file.name, fileSize(document.file.size, 'en'))}
        </p>
      )}
      <PdfField required={!document} />
    </FormDialog>
  );
}
