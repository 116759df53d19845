/**
 * At most `atOnce` pieces of heavy work (an image render) running in this process at a time; at
 * most `waiting` more wait their turn in order, and any beyond are refused at once (SlotsFull),
 * so a burst costs a bounded amount of CPU and memory and its excess is told to come back.
 */

/** Every slot was taken and the queue was full: answer "busy, try again" rather than wait. */
export class SlotsFull extends Error {
  constructor() {
    super('Every slot is taken and the queue is full');
  }
}

export class Slots {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly atOnce: number,
    readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.queue.length < this.waiting) {
      // The slot a finished piece of work frees passes straight to the first in the queue.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else throw new SlotsFull();
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
