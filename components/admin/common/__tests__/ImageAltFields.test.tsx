import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from '@/components/ui/form/Form';
import * as z from 'zod/mini';
import { imageAltFields, imageAltValues, withImageAlts } from '@/lib/validation/content';
import { ImageAltFields } from '../ItemImageField';

const MESSAGE = 'Describe the picture for people who cannot see it, or mark it decorative.';
/** A dialog's picture as every content dialog's schema describes it (the file itself aside). */
const schema = withImageAlts(z.object(imageAltFields('image')), ['image']);

function Sample({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useForm({
    resolver: zodResolver(schema) as never,
    defaultValues: imageAltValues('image', undefined, undefined),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <ImageAltFields name="image" label="Banner" />
      <button type="submit">Save</button>
    </Form>
  );
}

it('asks for both alts until the picture is marked decorative, which hides them and lets it save', async () => {
  const onSubmit = jest.fn();
  render(<Sample onSubmit={onSubmit} />);
  const group = screen.getByRole('group', { name: 'Banner: what it shows' });
  const english = within(group).getByLabelText(/^Alt text(?! \(Arabic\))/);
  expect(
    within(group)
      .getByLabelText(/^Alt text \(Arabic\)/)
      .getAttribute('dir'),
  ).toBe('rtl');

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText(MESSAGE)).toHaveLength(2));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(english.getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByLabelText('Decorative: adds nothing a reader needs'));
  expect(screen.queryByLabelText(/^Alt text/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ imageDecorative: true });

  // Unticked, the fields come back and are required again.
  fireEvent.click(screen.getByLabelText('Decorative: adds nothing a reader needs'));
  fireEvent.change(screen.getByLabelText(/^Alt text(?! \(Arabic\))/), {
    target: { value: 'Spice powders in front of a container' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText(MESSAGE)).toHaveLength(1));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
