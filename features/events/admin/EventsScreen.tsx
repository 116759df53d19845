'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/ui/form/fields';
import { adminEventsText as t } from '@/features/events/adminText';
import { api, endpoints } from '@/lib/api';
import type { EventDto } from '@/features/events/dto';
import { eventCreateSchema, eventUpdateSchema } from '@/features/events/adminValidation';
import { eventTexts } from '@/features/events/texts';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import { formatAdminDate, localIsoDate } from '@/lib/text/dates';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { CreateButton } from '@/components/admin/common/CreateButton';
import {
  asDrafted,
  DraftChips,
  openPreview,
  PublishAtField,
  useDrafts,
} from '@/components/admin/common/drafts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { ItemList } from '@/components/admin/common/ItemList';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { useItemForm } from '@/components/admin/common/useItemForm';
import admin from '@/components/admin/common/admin.module.css';

export const eventsKey = ['admin', 'events'] as const;

/** The trade shows: Create New, the list by date with Publish/Unpublish; a row opens the edit dialog. */
export function EventsScreen() {
  const list = useQuery({ queryKey: eventsKey, queryFn: () => api.get(endpoints.events) });
  const editor = useEditor<EventDto>(list.data);
  const actions = useItemActions<EventDto>({
    listKey: eventsKey,
    history: 'events',
    item: endpoints.event,
    published: endpoints.eventPublished,
    deleted: t.deleted,
  });
  const [today] = useState(localIsoDate);

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} actions={<CreateButton onClick={editor.create} />} />
      <ItemList query={list} label={t.listLabel} empty={t.empty}>
        {(event) => (
          <ItemRow
            key={event.id}
            item={event}
            title={event.name}
            testId="event-row"
            text={`${t.dates(formatAdminDate(event.startsOn), formatAdminDate(event.endsOn))} · ${event.city}, ${event.country}`}
            chips={
              <>
                {event.endsOn < today && <span className={admin.chip}>{t.past}</span>}
                <DraftChips item={event} />
              </>
            }
            publishLabels={t.toggle}
            onPreview={() => openPreview('events', event.id)}
            actions={actions}
            onEdit={() => editor.edit(event)}
          />
        )}
      </ItemList>
      {editor.dialog((event, close) => (
        <EventDialog event={event} onClose={close} />
      ))}
    </>
  );
}

/**
 * Save waits for the name, place, dates, short text and picture; the organiser's site may be left
 * empty. A new event is unpublished until staff publish it, or at "Publish at".
 */
function EventDialog({ event, onClose }: { event?: EventDto; onClose: () => void }) {
  const shown = event && asDrafted(event);
  const itemForm = useItemForm({
    schema: event ? eventUpdateSchema : eventCreateSchema,
    item: shown,
    values: {
      ...imageAltValues('image', shown?.image, shown?.imageAltAr),
      ...imageFocusValues('image', shown?.image),
    },
    to: { create: endpoints.events, update: endpoints.event },
    invalidates: [eventsKey],
    created: t.created,
    onClose,
  });
  const drafts = useDrafts({
    kind: 'events',
    state: itemForm,
    item: event,
    invalidates: [eventsKey],
    addsUnpublished: true,
  });
  return (
    <FormDialog {...drafts.dialog} title={event ? t.editTitle : t.createTitle}>
      {drafts.note}
      <DeclaredTextFields texts={eventTexts} />
      <div className={admin.fieldPair}>
        <TextField name="startsOn" type="date" label={t.startsOn} required />
        <TextField name="endsOn" type="date" label={t.endsOn} required />
      </div>
      <TextField name="link" type="url" label={t.link} hint={t.linkHint} inputMode="url" />
      <ItemImageField label={t.image} kind="photo" />
      <PublishAtField />
      <ArabicSection>
        <DeclaredTextFields texts={eventTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
