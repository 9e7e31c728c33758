/**
 * A small read-through cache for public reads that change only when staff save.
 * `invalidate()` drops everything; concurrent misses for one key share one load.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order doubles as recency for the LRU eviction below.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const generation = this.generation;
    const pending = load();
    this.entries.set(key, pending);
    pending.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => this.entries.delete(key),
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
