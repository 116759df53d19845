'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/form/fields';
import { adminEventsText as t } from '@/features/events/adminText';
import { endpoints } from '@/lib/api';
import type { EventDto } from '@/features/events/dto';
import { eventCreateSchema, eventUpdateSchema } from '@/features/events/adminValidation';
import { eventTexts } from '@/features/events/texts';
import { formatAdminDate, localIsoDate } from '@/lib/text/dates';
import { CollectionScreen } from '@/components/admin/common/CollectionScreen';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import admin from '@/components/admin/common/admin.module.css';

const eventsKey = ['admin', 'events'] as const;

/** The trade shows, by their dates: each row says when and where, and "Past" once it has ended. */
export function EventsScreen() {
  const [today] = useState(localIsoDate);
  return (
    <CollectionScreen<EventDto>
      kind="events"
      listKey={eventsKey}
      to={endpoints.events}
      text={t}
      testId="event-row"
      row={(event) => ({
        title: event.name,
        text: `${t.dates(formatAdminDate(event.startsOn), formatAdminDate(event.endsOn))} · ${event.city}, ${event.country}`,
        chips: event.endsOn < today && <span className={admin.chip}>{t.past}</span>,
      })}
      schemas={{ create: eventCreateSchema, update: eventUpdateSchema }}
      texts={eventTexts}
      fields={
        <>
          <div className={admin.fieldPair}>
            <TextField name="startsOn" type="date" label={t.startsOn} required />
            <TextField name="endsOn" type="date" label={t.endsOn} required />
          </div>
          <TextField name="link" type="url" label={t.link} hint={t.linkHint} inputMode="url" />
          <ItemImageField label={t.image} kind="photo" />
        </>
      }
    />
  );
}
