import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CheckboxGroupField } from '../fields';
import { Form } from '../Form';

const schema = z.object({
  ids: z.array(z.string()).check(z.maxLength(2, 'At most two')),
});
type Values = z.input<typeof schema>;

const sent: Values[] = [];

function Sample({ ids = [] }: { ids?: string[] }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ids } });
  return (
    <Form form={form} onSubmit={(values) => void sent.push(values)}>
      <CheckboxGroupField
        name="ids"
        legend="Applications"
        hint="Tick what applies"
        choices={[
          { value: '1', label: 'Food' },
          { value: '2', label: 'Cosmetics' },
          { value: '3', label: 'Perfumery' },
        ]}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

beforeEach(() => {
  sent.length = 0;
});

it('is a group named by its legend and described by its hint, each box labelled', () => {
  render(<Sample />);
  const group = screen.getByRole('group', { name: 'Applications' });
  expect(group.tagName).toBe('FIELDSET');
  expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Tick what applies').id);
  expect(screen.getByLabelText('Cosmetics').getAttribute('type')).toBe('checkbox');
});

it('starts with the given boxes ticked and sends the ticked values as a list, even one or none', async () => {
  render(<Sample ids={['3']} />);
  expect((screen.getByLabelText('Perfumery') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Food') as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toEqual([{ ids: ['3'] }]));

  fireEvent.click(screen.getByLabelText('Food'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.at(-1)).toEqual({ ids: ['1', '3'] }));

  fireEvent.click(screen.getByLabelText('Food'));
  fireEvent.click(screen.getByLabelText('Perfumery'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.at(-1)).toEqual({ ids: [] }));
});

it('shows the schema’s message under the group and marks its boxes invalid', async () => {
  render(<Sample ids={['1', '2']} />);
  fireEvent.click(screen.getByLabelText('Perfumery'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const error = await screen.findByText('At most two');
  const group = screen.getByRole('group', { name: 'Applications' });
  expect(group.getAttribute('aria-describedby')).toContain(error.id);
  expect(screen.getByLabelText('Food').getAttribute('aria-invalid')).toBe('true');
  expect(sent).toEqual([]);
});
