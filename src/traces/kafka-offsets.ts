// What a consumer has stored and what the group has committed, per partition of its one
// topic, so a stop can commit what an earlier commit missed.
//
// kafkajs commits resolved offsets after each batch. A commit that fails (the group
// rebalancing, as after a broker restart, or the coordinator moving) is not retried by
// itself: kafkajs rejoins and reads the partition again from the committed offset, so the
// stored messages come round again (harmless: ON CONFLICT makes them duplicates). An idle
// consumer stopped before that redelivery left their offsets uncommitted, and the next
// start redid the work. This remembers the next offset after the last stored message and
// the last committed one, from kafkajs's own commit events, so stop() knows what is owed.
//
// A partition that leaves this member's assignment is forgotten: its new owner reads it
// from the committed offset, and committing ours later could move that owner's back.

/** A Kafka offset as kafkajs hands it over (a decimal string). */
type Offset = string;

export class StoredOffsets {
  /** Next offset to read after the last message stored, per partition. */
  readonly #stored = new Map<number, bigint>();
  /** Next offset to read as last committed for the group, per partition. */
  readonly #committed = new Map<number, bigint>();

  /** The messages up to `offset` of `partition` are stored: their work is done. */
  stored(partition: number, offset: Offset): void {
    const next = BigInt(offset) + 1n;
    if (next > (this.#stored.get(partition) ?? -1n)) this.#stored.set(partition, next);
  }

  /** The group committed `offset` (the next to read) for `partition` (kafkajs's COMMIT_OFFSETS event). */
  committed(partition: number | string, offset: Offset): void {
    this.#committed.set(Number(partition), BigInt(offset));
  }

  /** A join gave this member `partitions`: the others are no longer its to commit. */
  assigned(partitions: readonly number[]): void {
    const mine = new Set(partitions);
    for (const p of [...this.#stored.keys()]) if (!mine.has(p)) this.#stored.delete(p);
  }

  /** Partitions whose stored work is past their committed offset, with the offset to commit. */
  owed(): { partition: number; offset: Offset }[] {
    const out: { partition: number; offset: Offset }[] = [];
    for (const [partition, next] of this.#stored) {
      if (next > (this.#committed.get(partition) ?? -1n)) out.push({ partition, offset: next.toString() });
    }
    return out.sort((a, b) => a.partition - b.partition);
  }
}
