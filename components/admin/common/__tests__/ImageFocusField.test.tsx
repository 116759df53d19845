import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Form } from '@/components/ui/form/Form';
import { contentFields, imageFocusFields, imageFocusOf, imageFocusValues } from '@/lib/validation/content';
import { ItemImageField } from '../ItemImageField';
import { ImageFocusField } from '../ImageFocusField';

const STORED = { src: '/media/public/00000000-0000-4000-8000-000000000000.jpg', alt: 'Leaves' };
/** A dialog's picture as every content dialog's schema has it (the alts aside). */
const schema = z.object({ image: contentFields.optionalImage, ...imageFocusFields('image') });

function Sample({
  onSubmit,
  focus,
  withChooser = false,
}: {
  onSubmit: (values: Record<string, unknown>) => void;
  focus?: { x: number; y: number };
  withChooser?: boolean;
}) {
  const form = useForm({
    resolver: zodResolver(schema) as never,
    defaultValues: { image: undefined, ...imageFocusValues('image', { ...STORED, focus }) },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      {withChooser ? (
        <ItemImageField name="image" label="Banner" kind="photo" current={STORED} optional />
      ) : (
        <ImageFocusField name="image" label="Banner" current={STORED} />
      )}
      <button type="submit">Save</button>
    </Form>
  );
}

async function saved(onSubmit: jest.Mock) {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const values = onSubmit.mock.calls.at(-1)[0];
  onSubmit.mockClear();
  return imageFocusOf(values, 'image');
}

const across = () => screen.getByRole('slider', { name: 'Focal point across (%)' });
const down = () => screen.getByRole('slider', { name: 'Focal point down (%)' });

it('opens on the stored point, in a group named after the picture, and the sliders move it', async () => {
  const onSubmit = jest.fn();
  render(<Sample onSubmit={onSubmit} focus={{ x: 20, y: 80 }} />);
  const group = screen.getByRole('group', { name: 'Banner: focal point' });
  expect(within(group).getByRole('slider', { name: 'Focal point across (%)' })).toHaveProperty('value', '20');
  expect(down()).toHaveProperty('value', '80');
  expect(await saved(onSubmit)).toEqual({ x: 20, y: 80 });

  fireEvent.change(across(), { target: { value: '35' } });
  fireEvent.change(down(), { target: { value: '5' } });
  expect(screen.getByText('35%')).toBeTruthy();
  expect(await saved(onSubmit)).toEqual({ x: 35, y: 5 });
});

it('sets the point where the picture is clicked, and the crops follow it', async () => {
  const onSubmit = jest.fn();
  render(<Sample onSubmit={onSubmit} />);
  const picture = screen.getByTestId('image-focus-picker');
  jest.spyOn(picture, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 400,
    height: 200,
    right: 500,
    bottom: 250,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
  fireEvent.click(picture, { clientX: 200, clientY: 200 });
  expect(across()).toHaveProperty('value', '25');
  expect(down()).toHaveProperty('value', '75');
  expect(screen.getByTestId('image-crop-card').style.objectPosition).toBe('25% 75%');
  expect(screen.getByTestId('image-crop-phone').style.objectPosition).toBe('25% 75%');
  expect(await saved(onSubmit)).toEqual({ x: 25, y: 75 });
});

it('starts a newly chosen picture at its centre', async () => {
  const createObjectURL = jest.fn(() => 'blob:new-picture');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const { container } = render(<Sample onSubmit={jest.fn()} focus={{ x: 10, y: 90 }} withChooser />);
  expect(across()).toHaveProperty('value', '10');
  const file = new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' });
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
  await waitFor(() => expect(across()).toHaveProperty('value', '50'));
  expect(down()).toHaveProperty('value', '50');
  expect(screen.getByTestId('image-focus-picker').getAttribute('src')).toBe('blob:new-picture');
  // (The sliders show the form's values; jsdom's File cannot be read, so this form is not sent.)
  expect(screen.getByTestId('image-crop-card').style.objectPosition).toBe('50% 50%');
});

it('sizes the picker from the picture’s shape, never from a width an SVG may not have (the seed artwork)', () => {
  function Picker({ current }: { current: { src: string; width?: number; height?: number } }) {
    const form = useForm({ defaultValues: { image: undefined, ...imageFocusValues('image', undefined) } });
    return (
      <Form form={form} onSubmit={jest.fn()}>
        <ImageFocusField name="image" label="Banner" current={current} />
      </Form>
    );
  }
  const ratio = () =>
    screen.getByTestId('image-focus-picker').parentElement!.style.getPropertyValue('--picture-ratio');
  // An upload's stored pixel size shapes it before it loads.
  const { unmount } = render(<Picker current={{ ...STORED, width: 1200, height: 600 }} />);
  expect(ratio()).toBe('2');
  unmount();
  // Seed artwork (SVG, a viewBox only): no size stored; the box spans its column until the
  // browser tells a shape, and is shaped by it once loaded.
  render(<Picker current={{ src: '/artwork/products/1.svg' }} />);
  expect(ratio()).toBe('');
  const picture = screen.getByTestId('image-focus-picker');
  Object.defineProperties(picture, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
  fireEvent.load(picture);
  expect(Number(ratio())).toBeCloseTo(4 / 3);
});
