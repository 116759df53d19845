import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import { routes } from '@/lib/routing/routes';
import { ArabicSection, ArabicTextField } from '../ArabicFields';
import { FormDialog } from '../FormDialog';
import { pagedLookUp, useEditor } from '../useEditor';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

interface Item {
  id: number;
  name: string;
  nameAr: string;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Cold Chain', nameAr: 'سلسلة التبريد' },
  { id: 2, name: 'Quality Assurance', nameAr: '' },
];

function ItemDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const form = useForm<Item>({ defaultValues: item });
  const saving = { problem: '', progress: null, busy: false, cancel: () => {}, submit: () => onClose() };
  return (
    <FormDialog state={{ form, saving, canSave: true, onClose, item }} title={`Edit ${item.name}`}>
      <TextField name="name" label="Name" />
      <ArabicSection>
        <ArabicTextField name="nameAr" label="Name" />
      </ArabicSection>
    </FormDialog>
  );
}

/** A screen as the admin's are built: its items (undefined while they load) and one editor. */
function Screen({ items, lookUp }: { items?: Item[]; lookUp?: (id: number) => Promise<Item | undefined> }) {
  const editor = useEditor<Item>(items, lookUp);
  return (
    <>
      {items?.map((item) => (
        <button key={item.id} type="button" onClick={() => editor.edit(item)}>
          {item.name}
        </button>
      ))}
      {editor.dialog((item, close) => item && <ItemDialog item={item} onClose={close} />)}
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/admin/services'));

it('opens the item a link names once the items have loaded, at the named Arabic field, and forgets the link on close', async () => {
  window.history.replaceState(null, '', routes.adminEdit('/admin/services', 2, 'nameAr'));
  const { rerender } = render(<Screen />);
  expect(screen.queryByRole('dialog')).toBeNull();

  rerender(<Screen items={ITEMS} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Quality Assurance' });
  // The Arabic section is open and its field has the focus (not the dialog's first field).
  const field = screen.getByLabelText('Name (Arabic)');
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(dialog.contains(field)).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.location.search).toBe('');

  // Opened by hand afterwards, a dialog starts as usual: the Arabic section closed.
  fireEvent.click(screen.getByRole('button', { name: 'Cold Chain' }));
  await screen.findByRole('dialog', { name: 'Edit Cold Chain' });
  expect(screen.queryByLabelText('Name (Arabic)')).toBeNull();
});

it('keeps the rest of the address, and opens nothing for an item that is not there', async () => {
  window.history.replaceState(null, '', '/admin/products?category=4&edit=99&field=nameAr');
  render(<Screen items={ITEMS} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cold Chain' })).toBeTruthy());
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('focuses an English field as well, without opening the Arabic section', async () => {
  window.history.replaceState(null, '', '/admin/services?edit=1&field=name');
  render(<Screen items={ITEMS} />);
  await screen.findByRole('dialog', { name: 'Edit Cold Chain' });
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  expect(screen.queryByLabelText('Name (Arabic)')).toBeNull();
});

it('finds an item on another page of a paged list with the list’s own call', async () => {
  window.history.replaceState(null, '', '/admin/blogs?category=2&edit=7&field=nameAr');
  const later: Item = { id: 7, name: 'Saffron Harvest', nameAr: '' };
  const page = jest.fn(async (query: { page: number; pageSize: number }) => ({
    items: [...ITEMS, later].filter(() => query.page === 1),
  }));
  render(<Screen items={ITEMS} lookUp={pagedLookUp(page)} />);
  await screen.findByRole('dialog', { name: 'Edit Saffron Harvest' });
  expect(page).toHaveBeenCalledWith({ page: 1, pageSize: 100 });
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name (Arabic)')));
});
