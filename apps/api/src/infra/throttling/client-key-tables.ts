/**
 * Each route's table of what a client address's keys are on it, with one bound for all the tables together: a
 * flood of new addresses over many routes costs one bounded amount of memory, not one per route. At the bound every
 * table starts afresh; the keys are only a cache of a hash, made again at the client's next request.
 */
export class ClientKeyTables<Keys> {
  private readonly tables: Map<string, Keys>[] = [];
  private kept = 0;

  constructor(private readonly maxKept: number) {}

  /** A new route's table; read it with get(), fill it only through keep(). */
  newTable(): ReadonlyMap<string, Keys> {
    const table = new Map<string, Keys>();
    this.tables.push(table);
    return table;
  }

  keep(table: ReadonlyMap<string, Keys>, address: string, keys: Keys): void {
    if (this.kept >= this.maxKept) {
      for (const each of this.tables) each.clear();
      this.kept = 0;
    }
    (table as Map<string, Keys>).set(address, keys);
    this.kept += 1;
  }

  get size(): number {
    return this.kept;
  }
}
