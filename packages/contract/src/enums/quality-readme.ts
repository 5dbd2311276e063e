import type { QualityReadmeItem } from '../entities/content.js';

/**
 * The readme notes printed under the results table of the sample quality report (/quality_report): how each
 * column is measured and how the conclusion is reached. The grading matches the lab's QC grades (合格/风险/不合格).
 */
export const QUALITY_README: readonly QualityReadmeItem[] = [
  {
    id: 1,
    name: '检测方法',
    list: [
      { id: 11, name: '浓度：Qubit 荧光定量法测定，单位 ng/μl。', list: [] },
      { id: 12, name: '纯度：NanoDrop 分光光度计测定 OD260/280 与 OD260/230。', list: [] },
      {
        id: 13,
        name: '完整性：Agilent 2100/5400 测定 RNA 的 RIN 值或 DNA 的 DIN 值；琼脂糖凝胶电泳辅助判断降解与污染。',
        list: [],
      },
      { id: 14, name: '文库：Agilent 2100 测定片段长度（bp），QPCR 测定有效浓度（nM）。', list: [] },
    ],
  },
  {
    id: 2,
    name: '结论说明',
    list: [
      { id: 21, name: '合格：样本总量与质量均满足建库测序要求，可正常开展实验。', list: [] },
      {
        id: 22,
        name: '风险：总量或质量之一略低于要求，继续实验可能导致数据量不足或质量下降，需客户确认后继续。',
        list: [],
      },
      { id: 23, name: '不合格：样本不满足实验要求，建议重新提取或重新寄样。', list: [] },
    ],
  },
  {
    id: 3,
    name: '注意事项',
    list: [
      { id: 31, name: '总量 = 浓度 × 体积，按收样时的实测体积计算。', list: [] },
      { id: 32, name: '检测结果仅对本次所收样本负责。', list: [] },
      { id: 33, name: '风险样本请在收到报告后 3 个工作日内回复是否继续，逾期未回复的样本暂停实验。', list: [] },
      { id: 34, name: '剩余样本自订单完成之日起保存 3 个月，期满按生物安全规定销毁。', list: [] },
    ],
  },
];

/** The same notes as numbered lines, for documents that print plain text (the QC report's xlsx). */
export function qualityReadmeLines(items: readonly QualityReadmeItem[] = QUALITY_README): string[] {
  return items.flatMap((item) => item.list.map((entry) => entry.name));
}
