import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { ResponseClock } from '../ResponseClock';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

function clock(
  kind: 'quote' | 'sample' | 'document' | 'enquiry',
  date: string,
  firstAnsweredAt: string | null = null,
) {
  const { container } = render(<ResponseClock enquiry={{ kind, date, firstAnsweredAt }} targetHours={72} />);
  return container.firstElementChild as HTMLElement | null;
}

describe('<ResponseClock>', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says how long an unanswered request has waited: hours below two days, then days and hours', () => {
    expect(clock('quote', hoursAgo(0.5))?.textContent).toBe('Waiting under 1 h');
    expect(clock('quote', hoursAgo(26.9))?.textContent).toBe('Waiting 26 h');
    expect(clock('sample', hoursAgo(47))?.textContent).toBe('Waiting 47 h');
    expect(clock('sample', hoursAgo(48))?.textContent).toBe('Waiting 2 d');
    expect(clock('quote', hoursAgo(70))?.textContent).toBe('Waiting 2 d 22 h');
  });

  it('is not highlighted up to the target, and highlighted in words as well as colour past it', () => {
    const within = clock('quote', hoursAgo(72));
    expect(within?.dataset.state).toBe('waiting');
    expect(within?.textContent).not.toMatch(/target/);
    const late = clock('quote', hoursAgo(76));
    expect(late?.dataset.state).toBe('late');
    expect(late?.textContent).toBe('Waiting 3 d 4 h, past the 72 h target');
  });

  it('says how soon an answered request was first answered, whatever the time now', () => {
    const answered = clock('sample', hoursAgo(200), hoursAgo(195));
    expect(answered?.textContent).toBe('First answer in 5 h');
    expect(answered?.dataset.state).toBe('answered');
    expect(clock('quote', hoursAgo(300), hoursAgo(100))?.textContent).toBe('First answer in 8 d 8 h');
  });

  it('says only Answered for a request moved on before first answers were kept (answered as it arrived)', () => {
    const earlier = clock('quote', hoursAgo(900), hoursAgo(900));
    expect(earlier?.textContent).toBe('Answered');
    expect(earlier?.dataset.state).toBe('answered');
  });

  it('runs for a contact-form enquiry, and shows nothing for a document request (its mailed link answers it)', () => {
    expect(clock('enquiry', hoursAgo(100))?.textContent).toBe('Waiting 4 d 4 h, past the 72 h target');
    expect(clock('document', hoursAgo(100))).toBeNull();
  });

  it('moves on while the screen stays open, and turns late when the target passes', () => {
    const element = clock('quote', hoursAgo(71.5));
    expect(element?.textContent).toBe('Waiting 2 d 23 h');
    expect(element?.dataset.state).toBe('waiting');
    act(() => {
      jest.advanceTimersByTime(31 * 60_000);
    });
    expect(element?.textContent).toBe('Waiting 3 d, past the 72 h target');
    expect(element?.dataset.state).toBe('late');
  });
});
