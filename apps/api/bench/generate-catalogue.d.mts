/** A client with pg's query shape: the bench passes a pg.Client, the index test a TypeORM QueryRunner adapter. */
export interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** Grows the seeded catalogue to `count` goods (variants of the seeded ones); answers the goods count. */
export function generateCatalogue(client: QueryClient, count: number): Promise<number>;
