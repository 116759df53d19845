/**
 * The bound on heavy work in one process: at most `atOnce` run, at most `waiting` wait in order,
 * and any beyond are refused at once; a finished piece of work passes its slot to the first waiting.
 */
import { Slots, SlotsFull } from '../slots';

/** A piece of work that runs until `finish` is called, counting how many run at once. */
function workbench() {
  const state = { running: 0, peak: 0, started: [] as number[] };
  const finishers = new Map<number, () => void>();
  const work = (n: number) => async () => {
    state.running += 1;
    state.peak = Math.max(state.peak, state.running);
    state.started.push(n);
    await new Promise<void>((resolve) => finishers.set(n, resolve));
    state.running -= 1;
    return n;
  };
  const finish = async (n: number) => {
    finishers.get(n)!();
    // Let the finished work's promise chain and the next in the queue start.
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { state, work, finish };
}

it('runs at most two at once, queues eight in order, and refuses the eleventh', async () => {
  const slots = new Slots(2, 8);
  const { state, work, finish } = workbench();
  const runs = Array.from({ length: 10 }, (_, n) => slots.run(work(n)));
  await Promise.resolve();
  expect(state.started).toEqual([0, 1]);

  await expect(slots.run(work(10))).rejects.toBeInstanceOf(SlotsFull);
  expect(state.started).toEqual([0, 1]);

  await finish(1);
  expect(state.started).toEqual([0, 1, 2]);
  // A place in the queue is free again.
  const eleventh = slots.run(work(10));
  for (let n = 0; n <= 10; n++) await finish(n);
  expect(await Promise.all([...runs, eleventh])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(state.started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(state.peak).toBe(2);
  expect(state.running).toBe(0);
});

it('frees the slot of work that failed', async () => {
  const slots = new Slots(1, 0);
  await expect(slots.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  expect(await slots.run(async () => 'next')).toBe('next');
});
