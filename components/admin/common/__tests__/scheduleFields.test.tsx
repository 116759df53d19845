import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Form } from '@/components/ui/form/Form';
import { contentMessages } from '@/content/validation';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { dubaiInputValue } from '@/lib/text/dates';
import { asDrafted, DraftChips, PublishAtField, type DraftState } from '../drafts';

const schema = z.object(scheduleFields).check(unpublishAfterPublish);

function Sample({ values }: { values: Record<string, string> }) {
  const form = useForm({ defaultValues: values });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <PublishAtField />
      <button type="submit">Save</button>
    </Form>
  );
}

it('shows "Unpublish at" beside "Publish at", in Dubai time, opened on the stored times', () => {
  const item: DraftState = { id: 1, draft: null, publishAt: null, unpublishAt: '2026-11-30T05:00:00.000Z' };
  const values = asDrafted(item);
  expect(values).toMatchObject({ publishAt: '', unpublishAt: '2026-11-30T09:00' });
  render(<Sample values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }} />);
  expect(screen.getByLabelText('Publish at (Dubai time)')).toHaveProperty('value', '');
  expect(screen.getByLabelText('Unpublish at (Dubai time)')).toHaveProperty('value', '2026-11-30T09:00');
});

it('says in the list when an item unpublishes', () => {
  render(
    <DraftChips item={{ id: 1, draft: null, publishAt: null, unpublishAt: '2026-11-30T05:00:00.000Z' }} />,
  );
  expect(screen.getByText('Unpublishes 30 Nov 2026, 09:00 (Dubai)')).toBeTruthy();
});

it('is refused before "Publish at" by the schema the dialog and the route share', () => {
  const at = (minutes: number) => dubaiInputValue(new Date(Date.now() + minutes * 60_000).toISOString());
  const refused = schema.safeParse({ publishAt: at(60), unpublishAt: at(30) });
  expect(refused.error?.issues).toEqual([
    expect.objectContaining({ path: ['unpublishAt'], message: contentMessages.unpublishBeforePublish }),
  ]);
  const past = schema.safeParse({ unpublishAt: at(-5) });
  expect(past.error?.issues[0]).toMatchObject({
    path: ['unpublishAt'],
    message: contentMessages.publishAtPast,
  });
  expect(schema.safeParse({ publishAt: at(30), unpublishAt: at(60) }).success).toBe(true);
});
