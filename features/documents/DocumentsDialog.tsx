'use client';

import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Download } from 'lucide';
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
  isCertificate,
  type DocumentType,
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
  `${t.types[document.type]} (${t.languages[document.language]})${document.lot ? ` · ${document.lot}` : ''}`;

/** A document's chips: version, issue date, lot, validity, downloads. */
function DocumentChips({ document }: { document: ProductDocumentDto }) {
  return (
    <>
      <span className={styles.chip}>{t.versionChip(document.version)}</span>
      <span className={styles.chip}>{t.revised(formatDate(document.revisionDate))}</span>
      {document.lot && <span className={styles.chip}>{t.lotChip(document.lot)}</span>}
      {document.validUntil && (
        <span className={document.expired ? styles.chipPending : styles.chip}>
          {(document.expired ? t.expiredChip : t.validUntilChip)(formatDate(document.validUntil))}
        </span>
      )}
      <span className={styles.chipDraft}>{t.downloadsChip(document.downloads)}</span>
    </>
  );
}

/**
 * A product's documents, from its row: each current one with its file, version, issue date,
 * validity, whether it is public or sent on request and how often it was downloaded; add, edit or
 * replace (its form), download, delete (after the confirmation). Below, the earlier versions.
 */
export function DocumentsDialog({
  product,
  onClose,
}: {
  product: { id: number; name: string };
  onClose: () => void;
}) {
  const key = productKeys.documents(product.id);
  const queryFn = () => api.get(endpoints.productDocuments(product.id));
  const documents = useQuery({
    queryKey: key,
    queryFn,
    select: (all: ProductDocumentDto[]) => all.filter((document) => !document.supersededAt),
  });
  const history = useQuery({
    queryKey: key,
    queryFn,
    select: (all: ProductDocumentDto[]) => all.filter((document) => document.supersededAt),
  });
  const editor = useEditor<ProductDocumentDto>();
  const actions = useItemActions<ProductDocumentDto>({
    listKey: key,
    item: (id) => endpoints.productDocument(product.id, id),
    deleted: t.deleted,
  });
  const download = useDownload();
  const downloadButton = (document: ProductDocumentDto, title: string) => (
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
  );

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
                  <DocumentChips document={document} />
                </>
              }
              extra={downloadButton(document, title)}
              actions={actions}
              onEdit={() => editor.edit(document)}
            />
          );
        }}
      </ItemList>
      {history.data && history.data.length > 0 && (
        <section aria-labelledby="documents-history">
          <h3 id="documents-history" className={styles.sectionTitle}>
            {t.history}
          </h3>
          <p className={styles.formSectionIntro}>{t.historyIntro}</p>
          <ul className={styles.list} aria-label={t.historyLabel(product.name)}>
            {history.data.map((document) => {
              const title = titleOf(document);
              return (
                <li
                  key={document.id}
                  className={`${styles.row} ${styles.rowWithoutImage}`}
                  data-testid="document-history-row"
                >
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitleText}>{title}</p>
                    <p
                      className={styles.rowText}
                    >{`${document.file.name} · ${fileSize(document.file.size, 'en')}`}</p>
                    <div className={styles.meta}>
                      <span className={styles.chipDraft}>
                        {t.supersededChip(formatDate(document.supersededAt!.slice(0, 10)))}
                      </span>
                      <DocumentChips document={document} />
                    </div>
                  </div>
                  {downloadButton(document, title)}
                </li>
              );
            })}
          </ul>
        </section>
      )}
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
    values: {
      type: 'tds',
      language: 'en',
      version: '1',
      revisionDate: localIsoDate(),
      validUntil: '',
      lot: '',
      access: 'public',
    },
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
      <TextField name="version" label={t.version} hint={t.versionHint} maxLength={20} />
      <TextField
        name="revisionDate"
        label={t.revisionDate}
        hint={t.revisionDateHint}
        required
        type="date"
        max={localIsoDate()}
      />
      <KindFields />
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

/** What only some kinds have: a certificate's valid-until day, a CoA's lot. */
function KindFields() {
  const type = useWatch({ name: 'type' }) as DocumentType;
  if (isCertificate(type))
    return <TextField name="validUntil" label={t.validUntil} hint={t.validUntilHint} required type="date" />;
  if (type === 'coa') return <TextField name="lot" label={t.lot} hint={t.lotHint} maxLength={40} dir="ltr" />;
  return null;
}
