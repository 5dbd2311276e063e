/** The R1/R2 files of one library among an order's delivered data files. */
export interface ReadPair {
  r1: string;
  r2: string;
}

const READ_SUFFIX = /^[._-](?:R?([12]))(?:[._-]\d{3})?\.(?:fq|fastq)(?:\.gz)?$/i;

/**
 * Finds the library's read pair among delivered file names: `<name>_R1.fq.gz`/`<name>_R2.fq.gz`, also `_1`/`_2`,
 * `.fastq`, uncompressed, and Illumina's `_R1_001`. The name must be followed directly by the read suffix, so that
 * LIB1 never takes LIB10's files. Null when either read is missing.
 */
export function findReadPair(libraryName: string, fileNames: readonly string[]): ReadPair | null {
  const reads = new Map<string, string>();
  for (const fileName of [...fileNames].sort()) {
    if (!fileName.startsWith(libraryName)) continue;
    const match = READ_SUFFIX.exec(fileName.slice(libraryName.length));
    const read = match?.[1];
    if (read && !reads.has(read)) reads.set(read, fileName);
  }
  const r1 = reads.get('1');
  const r2 = reads.get('2');
  return r1 && r2 ? { r1, r2 } : null;
}
