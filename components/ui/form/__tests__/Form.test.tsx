import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api';
import { requiredText } from '@/lib/validation/fields';
import { CheckboxField, SelectField, TextareaField, TextField } from '../fields';
import { Form, FormProblem, showApiError } from '../Form';

const schema = z.object({
  name: requiredText('Name is required').check(z.regex(/^[a-z]+$/, { message: 'Letters only', abort: true })),
  email: requiredText('Email is required'),
  service: requiredText('Pick one'),
  message: z.string(),
  consent: z.boolean().check(z.refine((v) => v, 'Please agree')),
});
type Values = z.input<typeof schema>;

let failWith: unknown = null;

function Sample() {
  const [problem, setProblem] = useState('');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', service: '', message: '', consent: false },
  });
  return (
    <Form
      form={form}
      onSubmit={() => {
        if (failWith) setProblem(showApiError(failWith, form, { network: 'Offline.', server: 'Broken.' }));
      }}
    >
      <TextField
        name="name"
        label="Name"
        required
        hint="As in your passport"
        filter={(v) => v.toLowerCase()}
      />
      <TextField name="email" label="Email" type="email" />
      <SelectField
        name="service"
        label="Service"
        placeholder="Select"
        choices={[{ value: 'a', label: 'A' }]}
      />
      <TextareaField name="message" label="Message" rows={4} />
      <CheckboxField name="consent" label={<>I agree</>} />
      <FormProblem>{problem}</FormProblem>
      <button type="submit">Send</button>
    </Form>
  );
}

/** Renders the sample form, fills it in validly and presses Send (the server answers `failWith`). */
async function sendFilledSample() {
  render(<Sample />);
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'asha' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'a' } });
  fireEvent.click(screen.getByLabelText('I agree'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

it('labels every control and ties its hint to it', () => {
  render(<Sample />);
  const name = screen.getByLabelText(/^Name/);
  expect(name).toHaveProperty('id');
  expect(screen.getByText('*')).toBeTruthy();
  expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-hint`);
  expect(screen.getByText('As in your passport').id).toBe(`${name.id}-hint`);
  expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  expect(screen.getByLabelText('Service').tagName).toBe('SELECT');
  expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  expect(screen.getByLabelText('I agree').getAttribute('type')).toBe('checkbox');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the schema’s message under a field, marks it invalid and describes it by the message', async () => {
  render(<Sample />);
  const name = screen.getByLabelText(/^Name/);
  fireEvent.blur(name);
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  const error = screen.getByText('Name is required');
  expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-hint ${error.id}`);
  // Required first: an empty field shows only that one message.
  expect(screen.queryByText('Letters only')).toBeNull();

  fireEvent.change(name, { target: { value: 'ASHA' } });
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
  expect((name as HTMLInputElement).value).toBe('asha'); // the filter ran before the form saw it
});

it('puts the server’s field messages beside the fields and one line above the button', async () => {
  failWith = new ApiError(400, {
    error: 'validation',
    message: 'Please correct the highlighted fields.',
    fields: { email: 'Already used', unknown: 'x' },
  });
  await sendFilledSample();
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.'),
  );
  expect(screen.getByText('Already used')).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText('x')).toBeNull();
});

it('says the form’s own words when the server cannot be reached', async () => {
  failWith = new ApiError(0, {});
  await sendFilledSample();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Offline.'));
});
