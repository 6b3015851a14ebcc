// What a consumer has stored and what the group has committed, per partition of its one
// topic, so a stop can commit what kafkajs's own commit left behind.
//
// kafkajs commits resolved offsets after each batch. When that commit fails with an error
// that is not a rebalance (the connection closed, a timeout, the coordinator still loading,
// as after a broker restart), kafkajs restarts its fetch loop with the same offsets: the
// work stays resolved and uncommitted, an idle partition only heartbeats, and kafkajs's
// stop commits nothing. The next start then read those messages again and stored them as
// duplicates. (A commit refused by a rebalance is different: kafkajs rejoins and reads the
// partition again from the committed offset at once.) This remembers the next offset after
// the last stored message and the last one committed, from kafkajs's own commit events,
// so stop() knows what is owed.
//
// Every join forgets what was stored: the partitions may have been another member's in
// between (whose commits this member does not see), and kafkajs reads them again from the
// group's committed offset anyway. Only work stored in the current generation is owed, and
// in one generation no other member commits this member's partitions, so committing it
// never moves the group's offset back.

/** A Kafka offset as kafkajs hands it over (a decimal string, or a Long in some events). */
type Offset = string | { toString(): string };

export class StoredOffsets {
  /** Next offset to read after the last message stored, per partition, this generation. */
  readonly #stored = new Map<number, bigint>();
  /** Next offset to read as last committed for the group, per partition. */
  readonly #committed = new Map<number, bigint>();

  /** The messages up to `offset` of `partition` are stored: their work is done. */
  stored(partition: number, offset: Offset): void {
    const next = BigInt(String(offset)) + 1n;
    if (next > (this.#stored.get(partition) ?? -1n)) this.#stored.set(partition, next);
  }

  /** The group committed `offset` (the next to read) for `partition` (kafkajs's COMMIT_OFFSETS event). */
  committed(partition: number | string, offset: Offset): void {
    this.#committed.set(Number(partition), BigInt(String(offset)));
  }

  /** A join (a new generation): what was stored before it is no longer this member's to commit. */
  joined(): void {
    this.#stored.clear();
  }

  /** Partitions whose stored work is past their committed offset, with the offset to commit. */
  owed(): { partition: number; offset: string }[] {
    const out: { partition: number; offset: string }[] = [];
    for (const [partition, next] of this.#stored) {
      if (next > (this.#committed.get(partition) ?? -1n)) out.push({ partition, offset: next.toString() });
    }
    return out.sort((a, b) => a.partition - b.partition);
  }
}
