import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '../Tabs';

const items = [
  { key: 'jobs', label: 'Jobs' },
  { key: 'applications', label: 'Applications' },
  { key: 'archive', label: 'Archive' },
] as const;
type Key = (typeof items)[number]['key'];

function Owner({ onSelect }: { onSelect?: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('jobs');
  return (
    <Tabs
      label="Career sections"
      items={items}
      selected={selected}
      onSelect={(key) => {
        onSelect?.(key);
        setSelected(key);
      }}
    >
      <p>{`Panel ${selected}`}</p>
    </Tabs>
  );
}

describe('<Tabs>', () => {
  it('is a labelled tablist whose selected tab is the one Tab stop and names the panel', () => {
    render(<Owner />);
    expect(screen.getByRole('tablist', { name: 'Career sections' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Jobs' });
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Panel jobs');
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing the tab', () => {
    const selected: Key[] = [];
    render(<Owner onSelect={(key) => selected.push(key)} />);
    const [jobs, applications, archive] = screen.getAllByRole('tab');
    jobs.focus();
    fireEvent.keyDown(jobs, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(applications);
    expect(screen.getByRole('tabpanel', { name: 'Applications' }).textContent).toBe('Panel applications');
    fireEvent.keyDown(applications, { key: 'End' });
    expect(document.activeElement).toBe(archive);
    fireEvent.keyDown(archive, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(jobs);
    fireEvent.keyDown(jobs, { key: 'ArrowLeft' });
    fireEvent.keyDown(archive, { key: 'Home' });
    fireEvent.keyDown(jobs, { key: 'a' });
    expect(selected).toEqual(['applications', 'archive', 'jobs', 'archive', 'jobs']);
    expect(jobs.tabIndex).toBe(0);
  });

  it('selects a tab on click', () => {
    render(<Owner />);
    fireEvent.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(screen.getByRole('tab', { name: 'Archive' }).getAttribute('aria-selected')).toBe('true');
  });
});
