import { findReadPair } from './read-pairs.js';

describe('findReadPair', () => {
  it('pairs the R1 and R2 files of a library', () => {
    expect(findReadPair('LIB001-11', ['LIB001-11_R2.fq.gz', 'LIB001-11_R1.fq.gz', 'other_R1.fq.gz'])).toEqual({
      r1: 'LIB001-11_R1.fq.gz',
      r2: 'LIB001-11_R2.fq.gz',
    });
  });

  it('accepts _1/_2, fastq and the Illumina _001 suffix', () => {
    expect(findReadPair('S1', ['S1_1.fastq', 'S1_2.fastq'])).toEqual({ r1: 'S1_1.fastq', r2: 'S1_2.fastq' });
    expect(findReadPair('S1', ['S1_R1_001.fastq.gz', 'S1_R2_001.fastq.gz'])).toEqual({
      r1: 'S1_R1_001.fastq.gz',
      r2: 'S1_R2_001.fastq.gz',
    });
  });

  it('never takes the files of a library whose name starts with the same letters', () => {
    expect(findReadPair('LIB1', ['LIB10_R1.fq.gz', 'LIB10_R2.fq.gz'])).toBeNull();
  });

  it('answers null when one read is missing', () => {
    expect(findReadPair('S1', ['S1_R1.fq.gz', 'S1.bam'])).toBeNull();
  });
});
