'use client';

import { useQuery } from '@tanstack/react-query';
import { FileBadge, ListChecks } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Tabs } from '@/components/ui/Tabs';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminProductsText } from '@/features/products/adminText';
import { api, endpoints, type ProductListKind } from '@/lib/api';
import type { ProductTagDto } from '@/features/products/dto';
import { routes } from '@/lib/routing/routes';
import { fileSize } from '@/lib/text/documents';
import { productTagSchema } from '@/features/products/validation';
import { certificateSchema } from '@/features/documents/validation';
import { AdminPageHeader, AdminPanel } from '@/components/admin/AdminPageHeader';
import { ArabicTextField } from '@/components/admin/common/ArabicFields';
import { CreateButton } from '@/components/admin/common/CreateButton';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemList } from '@/components/admin/common/ItemList';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { confirmDelete, useAdminMutation } from '@/components/admin/common/mutations';
import { RowButton } from '@/components/admin/common/RowButton';
import { useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { productKeys } from '../queryKeys';
import { PdfField } from '@/features/documents/PdfField';
import styles from '@/components/admin/common/admin.module.css';

const t = adminProductsText.lists;
const KINDS: readonly ProductListKind[] = ['applications', 'certifications'];
const tabItems = KINDS.map((key) => ({ key, label: t.tabs[key] }));

/** The way from All Product Categories to the lists. */
export function ProductListsLink() {
  return (
    <Link href={routes.adminProductLists()} className={styles.secondaryButton}>
      <Icon node={ListChecks} aria-hidden size={18} />
      {t.button}
    </Link>
  );
}

/** The applications and the certifications (a list a product's Specification ticks), a tab each, in the URL. */
export function ProductListsScreen({ kind }: { kind: ProductListKind }) {
  const router = useRouter();
  return (
    <>
      <Breadcrumb
        label={adminText.common.breadcrumb}
        trail={[{ href: routes.admin.products, label: adminProductsText.heading }]}
        current={t.title}
        back
        link={Link}
        className={styles.breadcrumb}
      />
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Tabs
        label={t.tabsLabel}
        items={tabItems}
        selected={kind}
        onSelect={(next) => router.push(routes.adminProductLists(next), { scroll: false })}
      >
        <ProductListPanel key={kind} kind={kind} />
      </Tabs>
    </>
  );
}

/**
 * One list: each option with its Arabic name and how many products have it; rename (its slug, and
 * so the finder's links, stay), delete (it is taken off those products) and add.
 */
function ProductListPanel({ kind }: { kind: ProductListKind }) {
  /** The certification whose certificate is open. */
  const [certificateOf, setCertificateOf] = useState<ProductTagDto | null>(null);
  const list = useQuery({
    queryKey: productKeys.lists(kind),
    queryFn: () => api.get(endpoints.productList(kind)),
  });
  const editor = useEditor<ProductTagDto>(list.data);
  const actions = useItemActions<ProductTagDto>({
    listKey: productKeys.lists(kind),
    item: (id) => endpoints.productListItem(kind, id),
    // The products that had it change: their dialogs and the other counts.
    invalidates: [productKeys.all],
    deleted: t.deleted[kind],
    confirmText: (option) => t.takenOff(option.productCount),
  });
  return (
    <AdminPanel title={t.tabs[kind]} actions={<CreateButton label={t.add[kind]} onClick={editor.create} />}>
      <ItemList query={list} label={t.tabs[kind]} empty={t.empty[kind]}>
        {(option) => (
          <ItemRow
            key={option.id}
            item={option}
            title={option.name}
            testId="list-option-row"
            body={
              option.nameAr && (
                <p className={styles.rowText}>
                  <span lang="ar" dir="rtl">
                    {option.nameAr}
                  </span>
                </p>
              )
            }
            chips={
              <>
                <span className={styles.chip}>{t.usedBy(option.productCount)}</span>
                {kind === 'certifications' && (
                  <span className={styles.chip}>
                    {option.certificate ? t.certificate.chip(option.certificate.name) : t.certificate.none}
                  </span>
                )}
              </>
            }
            extra={
              kind === 'certifications' && (
                <RowButton
                  icon={FileBadge}
                  label={t.certificate.button}
                  of={option.name}
                  onClick={() => setCertificateOf(option)}
                />
              )
            }
            actions={actions}
            onEdit={() => editor.edit(option)}
          />
        )}
      </ItemList>
      {editor.dialog((option, close) => (
        <ProductTagDialog kind={kind} option={option} onClose={close} />
      ))}
      {certificateOf && (
        <CertificateDialog certification={certificateOf} onClose={() => setCertificateOf(null)} />
      )}
    </AdminPanel>
  );
}

/** Adds an option to a list, or renames one: its name and the Arabic of it. */
function ProductTagDialog({
  kind,
  option,
  onClose,
}: {
  kind: ProductListKind;
  option?: ProductTagDto;
  onClose: () => void;
}) {
  const state = useItemForm({
    schema: productTagSchema,
    item: option,
    to: { create: endpoints.productList(kind), update: (id) => endpoints.productListItem(kind, id) },
    invalidates: [productKeys.lists(kind)],
    created: (saved) => t.created(saved.name),
    onClose,
  });
  return (
    <FormDialog state={state} title={option ? t.editTitle[kind] : t.createTitle[kind]}>
      <TextField name="name" label={t.name} required autoComplete="off" hint={t.nameHint} />
      <ArabicTextField name="nameAr" label={t.name} />
    </FormDialog>
  );
}

/**
 * A certification's certificate: the PDF buyers download from the product pages (a new one
 * replaces the one before), and Remove (after the confirmation).
 */
function CertificateDialog({
  certification,
  onClose,
}: {
  certification: ProductTagDto;
  onClose: () => void;
}) {
  const c = t.certificate;
  const listKey = productKeys.lists('certifications');
  const endpoint = endpoints.certificationCertificate('certifications', certification.id);
  const state = useItemForm({
    schema: certificateSchema,
    to: { create: endpoint },
    invalidates: [listKey],
    created: c.saved,
    onClose,
  });
  const remove = useAdminMutation({
    mutationFn: () => api.delete(endpoint),
    invalidates: [listKey],
    success: c.removed,
  });
  const { certificate } = certification;
  return (
    <FormDialog
      state={state}
      title={c.title(certification.name)}
      actions={
        certificate && (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={remove.isPending}
            onClick={async () => {
              if (await confirmDelete(c.removeConfirm)) remove.mutate(undefined, { onSuccess: onClose });
            }}
          >
            {c.remove}
          </button>
        )
      }
    >
      <p className={styles.formSectionIntro}>{c.intro}</p>
      {certificate && (
        <p className={styles.formSectionIntro}>
          {c.current(certificate.name, fileSize(certificate.size, 'en'))}
        </p>
      )}
      <PdfField required />
    </FormDialog>
  );
}
