// A binary min-heap under a comparison: the budget's greedy takes its cheapest drop once
// per step, and re-sorting the whole queue at every step made a run quadratic in the
// catalogue's size. With a total order it pops exactly what sorting and shifting would.
export class MinHeap<T> {
  readonly #items: T[] = [];
  readonly #before: (a: T, b: T) => number;

  constructor(before: (a: T, b: T) => number) {
    this.#before = before;
  }

  get size(): number {
    return this.#items.length;
  }

  peek(): T | undefined {
    return this.#items[0];
  }

  push(x: T): void {
    const a = this.#items;
    a.push(x);
    for (let i = a.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (this.#before(a[i]!, a[up]!) >= 0) break;
      [a[i], a[up]] = [a[up]!, a[i]!];
      i = up;
    }
  }

  pop(): T | undefined {
    const a = this.#items;
    const top = a[0];
    const last = a.pop();
    if (a.length === 0 || last === undefined) return top;
    a[0] = last;
    for (let i = 0; ; ) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let min = i;
      if (l < a.length && this.#before(a[l]!, a[min]!) < 0) min = l;
      if (r < a.length && this.#before(a[r]!, a[min]!) < 0) min = r;
      if (min === i) break;
      [a[i], a[min]] = [a[min]!, a[i]!];
      i = min;
    }
    return top;
  }
}
