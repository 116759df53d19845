import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion, toggleOpen } from '../Accordion';

const items = ['One', 'Two', 'Three', 'Four'].map((heading) => ({
  heading,
  content: <p>{`Answer ${heading}`}</p>,
}));

describe('toggleOpen', () => {
  it('opens the clicked item and closes it when clicked again', () => {
    expect(toggleOpen(null, 1)).toBe(1);
    expect(toggleOpen(1, 2)).toBe(2);
    expect(toggleOpen(2, 2)).toBeNull();
  });
});

describe('<Accordion>', () => {
  it('is a set of disclosures: buttons with aria-expanded controlling labelled regions', () => {
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel.hidden).toBe(true);
    }
  });

  it('keeps at most one answer open, and clicking the open one closes it', () => {
    render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'One' }).textContent).toBe('Answer One');

    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('follows its owner when told which item is open', () => {
    const changes: (number | null)[] = [];
    const { rerender } = render(<Accordion items={items} open={2} onOpenChange={(n) => changes.push(n)} />);
    expect(screen.getByRole('region').getAttribute('aria-labelledby')).toBe(
      screen.getAllByRole('button')[2].id,
    );
    fireEvent.click(screen.getAllByRole('button')[0]);
    expect(changes).toEqual([0]);
    // The owner decides: until it passes the new index, item 3 stays open.
    expect(screen.getAllByRole('button')[2].getAttribute('aria-expanded')).toBe('true');
    rerender(<Accordion items={items} open={0} onOpenChange={(n) => changes.push(n)} />);
    expect(screen.getAllByRole('button')[0].getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
