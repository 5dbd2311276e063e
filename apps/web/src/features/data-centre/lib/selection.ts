import type { AnalysisLibrary, DataRow } from '@seqportal/contract';

/**
 * The libraries chosen in the data centre travel to the analysis layers in the URL (`libs=orderId.libraryId,…`),
 * so that a reload or a shared link keeps the selection. The server fills in species, yields and reads.
 */
export function encodeLibraries(rows: ReadonlyArray<Pick<DataRow, 'orderId' | 'libraryId'>>): string {
  return rows.map((row) => `${row.orderId ?? 0}.${row.libraryId ?? 0}`).join(',');
}

export function decodeLibraries(value: string | null): AnalysisLibrary[] {
  if (!value) return [];
  const libraries: AnalysisLibrary[] = [];
  for (const part of value.split(',')) {
    const match = /^(\d{1,9})\.(\d{1,9})$/.exec(part.trim());
    if (!match) continue;
    libraries.push({
      orderId: Number(match[1]),
      libraryId: Number(match[2]),
      childId: 0,
      childName: '',
      species: '',
      yields: 0,
    });
  }
  return libraries;
}
