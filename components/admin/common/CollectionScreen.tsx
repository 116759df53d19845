'use client';

import type { ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api, type Call, type Deleted, type ImageDto, type PreviewKind } from '@/lib/api';
import type { PublishInput } from '@/lib/validation/content';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import type { TextSpecs } from '@/lib/validation/texts';
import { AdminPageHeader } from '../AdminPageHeader';
import { ArabicSection } from './ArabicFields';
import { CreateButton } from './CreateButton';
import { DeclaredTextFields } from './DeclaredTextFields';
import { asDrafted, DraftChips, openPreview, PublishAtField, useDrafts, type DraftState } from './drafts';
import { FormDialog } from './FormDialog';
import { ItemList } from './ItemList';
import { ItemRow } from './ItemRow';
import { useEditor } from './useEditor';
import { useItemActions } from './useItemActions';
import { useItemForm } from './useItemForm';

type Path = { readonly path: string };

/** An item of a collection this screen lists: its drafts, its picture (described in both languages). */
export interface CollectionItem extends DraftState {
  published: boolean;
  version?: string;
  image: ImageDto;
  imageAltAr: string;
}

export interface CollectionScreenText {
  heading: string;
  intro: string;
  listLabel: string;
  empty: string;
  createTitle: string;
  editTitle: string;
  /** The toast after creating. */
  created: string;
  /** What was deleted, for the spec's '… has been deleted.' */
  deleted: string;
  toggle: { publish: string; unpublish: string };
}

/**
 * The admin screen of a collection with drafts whose items are created unpublished and edited in
 * one dialog with a picture (services, events): the heading and Create New, the list with each
 * row's Publish, Preview, History, Edit and Delete, and the dialog — the declared texts, the
 * kind's own `fields`, "Publish at", and the Arabic of the texts. A kind gives its endpoints, its
 * words, what a row says, and its dialog's schemas and fields.
 */
export function CollectionScreen<Item extends CollectionItem>({
  kind,
  listKey,
  to,
  text,
  testId,
  row,
  schemas,
  texts,
  fields,
}: {
  kind: PreviewKind;
  listKey: QueryKey;
  to: {
    list: Path & { readonly GET: Call<void, Item[]>; readonly POST: Call<FormData, Item> };
    item: (
      id: number,
    ) => Path & { readonly PATCH: Call<FormData, Item>; readonly DELETE: Call<void, Deleted> };
    published: (id: number) => Path & { readonly PUT: Call<PublishInput, Item> };
  };
  text: CollectionScreenText;
  testId: string;
  /** What a row says under its title, and its chips beside the drafts'. */
  row: (item: Item) => { title: string; text: string; chips?: ReactNode };
  schemas: { create: z.ZodMiniObject; update: z.ZodMiniObject };
  texts: TextSpecs;
  /** The dialog's fields after the English texts (dates, links, the picture). */
  fields: ReactNode;
}) {
  const list = useQuery({ queryKey: listKey, queryFn: () => api.get(to.list) });
  const editor = useEditor<Item>(list.data);
  const actions = useItemActions<Item>({
    listKey,
    history: kind,
    item: to.item,
    published: to.published,
    deleted: text.deleted,
  });
  return (
    <>
      <AdminPageHeader
        title={text.heading}
        intro={text.intro}
        actions={<CreateButton onClick={editor.create} />}
      />
      <ItemList query={list} label={text.listLabel} empty={text.empty}>
        {(item) => {
          const shown = row(item);
          return (
            <ItemRow
              key={item.id}
              item={item}
              title={shown.title}
              testId={testId}
              text={shown.text}
              chips={
                <>
                  {shown.chips}
                  <DraftChips item={item} />
                </>
              }
              publishLabels={text.toggle}
              onPreview={() => openPreview(kind, item.id)}
              actions={actions}
              onEdit={() => editor.edit(item)}
            />
          );
        }}
      </ItemList>
      {editor.dialog((item, close) => (
        <CollectionDialog
          kind={kind}
          item={item}
          onClose={close}
          listKey={listKey}
          to={to}
          text={text}
          schemas={schemas}
          texts={texts}
        >
          {fields}
        </CollectionDialog>
      ))}
    </>
  );
}

/**
 * A new item is unpublished until staff publish it, or at "Publish at"; an edit of a published one
 * can wait as a draft (./drafts.tsx). Save waits for every required field.
 */
function CollectionDialog<Item extends CollectionItem>({
  kind,
  item,
  onClose,
  listKey,
  to,
  text,
  schemas,
  texts,
  children,
}: {
  kind: PreviewKind;
  item?: Item;
  onClose: () => void;
  listKey: QueryKey;
  to: {
    list: Path & { readonly POST: Call<FormData, Item> };
    item: (id: number) => Path & { readonly PATCH: Call<FormData, Item> };
  };
  text: CollectionScreenText;
  schemas: { create: z.ZodMiniObject; update: z.ZodMiniObject };
  texts: TextSpecs;
  children: ReactNode;
}) {
  const shown = item && asDrafted(item);
  const itemForm = useItemForm({
    schema: item ? schemas.update : schemas.create,
    item: shown,
    values: {
      ...imageAltValues('image', shown?.image, shown?.imageAltAr),
      ...imageFocusValues('image', shown?.image),
    },
    to: { create: to.list, update: to.item },
    invalidates: [listKey],
    created: text.created,
    onClose,
  });
  const drafts = useDrafts({ kind, state: itemForm, item, invalidates: [listKey], addsUnpublished: true });
  return (
    <FormDialog {...drafts.dialog} title={item ? text.editTitle : text.createTitle}>
      {drafts.note}
      <DeclaredTextFields texts={texts} />
      {children}
      <PublishAtField />
      <ArabicSection>
        <DeclaredTextFields texts={texts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
