import { render, screen, within } from '@testing-library/react';
import { FileText } from 'lucide';
import { ItemRow } from '../ItemRow';
import { RowButton } from '../RowButton';
import type { ItemActions } from '../useItemActions';

const item = { id: 7, published: true };
const actions: ItemActions<typeof item> = {
  toggle: jest.fn(),
  history: { kind: 'products', invalidates: [] },
  remove: jest.fn(() => Promise.resolve()),
  isDeleting: () => false,
};

/** The row's controls that show no words of their own: every one has its name as a tooltip. */
it("gives every icon button of a row a tooltip with the button's name", () => {
  render(
    <ul>
      <ItemRow
        item={item}
        title="Vanilla"
        testId="row"
        actions={actions}
        onEdit={jest.fn()}
        publishLabels={{ publish: 'Publish', unpublish: 'Unpublish' }}
        moves={{ canMoveUp: true, canMoveDown: false, onMove: jest.fn() }}
        onPreview={jest.fn()}
        viewHref="/productPage/ProductDetailedPage/7"
        extra={<RowButton label="Documents" of="Vanilla" icon={FileText} onClick={jest.fn()} />}
      />
    </ul>,
  );
  const row = screen.getByTestId('row');
  const iconOnly = [
    ['button', 'Move Vanilla up'],
    ['button', 'Move Vanilla down'],
    ['button', 'Preview: Vanilla'],
    ['link', 'View on website: Vanilla'],
    ['button', 'Documents: Vanilla'],
    ['button', 'History: Vanilla'],
    ['button', 'Edit: Vanilla'],
    ['button', 'Delete: Vanilla'],
  ] as const;
  for (const [role, name] of iconOnly) {
    const control = within(row).getByRole(role, { name });
    expect(control.textContent).toBe('');
    expect(control.getAttribute('data-tip')).toBe(name);
    expect(control.hasAttribute('title')).toBe(false);
  }
  // The last one lines its tooltip up with its end, so it stays on the screen.
  expect(within(row).getByRole('button', { name: 'Delete: Vanilla' }).getAttribute('data-tip-align')).toBe(
    'end',
  );

  // Buttons with words need no tooltip.
  expect(within(row).getByRole('button', { name: 'Unpublish: Vanilla' }).hasAttribute('data-tip')).toBe(
    false,
  );
  expect(within(row).getByRole('button', { name: 'Vanilla' }).hasAttribute('data-tip')).toBe(false);
});

it('gives a row button with words no tooltip', () => {
  render(<RowButton label="Deactivate" of="sara@example.com" onClick={jest.fn()} />);
  const button = screen.getByRole('button', { name: 'Deactivate: sara@example.com' });
  expect(button.textContent).toBe('Deactivate');
  expect(button.hasAttribute('data-tip')).toBe(false);
});
