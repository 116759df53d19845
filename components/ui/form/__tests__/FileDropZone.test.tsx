import { render } from '@testing-library/react';
import FileDropZone from '../FileDropZone';

/** The zone with what the placeholder hands over; `opens` counts the visitor's asks for the chooser. */
function zone(opens: number) {
  return (
    <FileDropZone
      attributes={{
        className: '',
        role: 'button',
        tabIndex: 0,
        'aria-labelledby': 'resume-label',
        'aria-describedby': 'resume-hint',
        'data-invalid': false,
        onBlur() {},
      }}
      inputId="resume"
      name="resume"
      accept={{ 'application/pdf': ['.pdf'] }}
      maxSize={1024}
      invalidType="PDF only"
      pending={null}
      opens={opens}
      focusOnMount={false}
      onFiles={() => {}}
    >
      {() => 'Choose a file'}
    </FileDropZone>
  );
}

/** How many times the file chooser was asked for: react-dropzone clicks its hidden input. */
function choosersOf(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]')!;
  const clicks = { count: 0 };
  input.addEventListener('click', (event) => {
    event.preventDefault(); // jsdom has no chooser to show
    clicks.count += 1;
  });
  return clicks;
}

it('opens the chooser for an Enter or click that reached the placeholder while the zone was mounting', () => {
  const { container, rerender } = render(zone(0));
  const clicks = choosersOf(container);
  expect(clicks.count).toBe(0);
  // The placeholder's Enter is counted after the zone has mounted (its one-time arrival effect has run).
  rerender(zone(1));
  expect(clicks.count).toBe(1);
  rerender(zone(1));
  expect(clicks.count).toBe(1);
});

it('opens the chooser on arrival for an ask made before it', () => {
  const clicks = { count: 0 };
  const listener = (event: Event) => {
    if ((event.target as HTMLElement).matches('input[type="file"]')) {
      event.preventDefault();
      clicks.count += 1;
    }
  };
  document.addEventListener('click', listener, true);
  try {
    render(zone(1));
    expect(clicks.count).toBe(1);
  } finally {
    document.removeEventListener('click', listener, true);
  }
});
