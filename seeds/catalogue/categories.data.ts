/** The menu tree of the demo shop: seven top-level categories (the home menu shows the first six). */
export interface CategorySeed {
  codeNo: string;
  title: string;
  children: Array<{ codeNo: string; title: string }>;
}

export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    codeNo: 'SEQ',
    title: '基因组测序',
    children: [
      { codeNo: 'WGS', title: '全基因组测序' },
      { codeNo: 'WES', title: '全外显子测序' },
      { codeNo: 'PANEL', title: '靶向捕获测序' },
    ],
  },
  {
    codeNo: 'RNA',
    title: '转录组与表观',
    children: [
      { codeNo: 'MRNA', title: '转录组测序' },
      { codeNo: 'SRNA', title: '小RNA与lncRNA' },
      { codeNo: 'METH', title: '甲基化测序' },
    ],
  },
  {
    codeNo: 'MICRO',
    title: '微生物测序',
    children: [
      { codeNo: 'AMP', title: '16S/ITS扩增子' },
      { codeNo: 'MGS', title: '宏基因组测序' },
      { codeNo: 'MWGS', title: '细菌真菌基因组' },
    ],
  },
  {
    codeNo: 'SC',
    title: '单细胞与空间组学',
    children: [
      { codeNo: 'SCRNA', title: '单细胞转录组' },
      { codeNo: 'SCMULTI', title: '单细胞多组学' },
    ],
  },
  {
    codeNo: 'LRS',
    title: '三代测序',
    children: [
      { codeNo: 'HIFI', title: 'PacBio HiFi' },
      { codeNo: 'ONT', title: 'ONT纳米孔' },
    ],
  },
  {
    codeNo: 'LIB',
    title: '文库测序',
    children: [
      { codeNo: 'LIBNOVA', title: 'NovaSeq文库上机' },
      { codeNo: 'LIBDNB', title: 'DNBSEQ文库上机' },
      { codeNo: 'LIBEXT', title: '核酸提取与建库' },
    ],
  },
  {
    codeNo: 'BIO',
    title: '生信分析',
    children: [
      { codeNo: 'BIOGEN', title: '基因组分析' },
      { codeNo: 'BIOTRANS', title: '转录组分析' },
    ],
  },
];

/** The colour of each top-level category's drawn images. */
export const CATEGORY_COLOURS: Record<string, [string, string]> = {
  SEQ: ['#1565c0', '#42a5f5'],
  RNA: ['#6a1b9a', '#ba68c8'],
  MICRO: ['#2e7d32', '#66bb6a'],
  SC: ['#c62828', '#ef5350'],
  LRS: ['#00695c', '#26a69a'],
  LIB: ['#ef6c00', '#ffa726'],
  BIO: ['#37474f', '#78909c'],
};
