import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Form } from '@/components/ui/form/Form';
import { ArabicMissingChip, ArabicSection, ArabicTextField } from '../ArabicFields';

type Values = { name: string; nameAr: string };

function Sample({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: 'Tulsi Oil', nameAr: 'زيت التلسي' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <ArabicSection>
        <ArabicTextField name="nameAr" label="Name" />
      </ArabicSection>
      <button type="submit">Save</button>
    </Form>
  );
}

it('keeps the Arabic fields behind a toggle, typed right to left, and sends their value either way', async () => {
  const onSubmit = jest.fn();
  render(<Sample onSubmit={onSubmit} />);
  expect(screen.queryByLabelText('Name (Arabic)')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Show the Arabic translation' }));
  const field = screen.getByLabelText('Name (Arabic)');
  expect(field).toHaveProperty('value', 'زيت التلسي');
  expect(field.getAttribute('lang')).toBe('ar');
  expect(field.getAttribute('dir')).toBe('rtl');

  fireEvent.click(screen.getByRole('button', { name: 'Hide the Arabic translation' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ nameAr: 'زيت التلسي' });
});

it('marks an item with an English text that has no Arabic', () => {
  const product = {
    id: 3,
    name: 'Tulsi Oil',
    nameAr: 'زيت التلسي',
    details: '',
    detailsAr: '',
    published: true,
  };
  const { rerender } = render(<ArabicMissingChip item={product} />);
  expect(screen.queryByText('Arabic missing')).toBeNull();
  rerender(<ArabicMissingChip item={{ ...product, details: 'Leaf oil', detailsAr: ' ' }} />);
  expect(screen.getByText('Arabic missing')).toBeTruthy();
});
