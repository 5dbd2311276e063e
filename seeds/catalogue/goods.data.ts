import type { GoodsTag } from '../../apps/api/src/modules/catalogue/entities/goods-tag.entity.js';
import type { Goods } from '../../apps/api/src/modules/catalogue/entities/goods.entity.js';

// Seeds resolve modules from the repository root, where the contract package is not linked: types via the entities.
type TagLocationValue = GoodsTag['location'];
type TemplateTypeValue = Goods['templateType'];

/** One demo goods: [label, skuCode, salePrice, marketPrice] per SKU. */
export interface GoodsSeed {
  category: string;
  name: string;
  platform: string;
  template: TemplateTypeValue;
  skus: Array<[specName: string, skuCode: string, salePrice: string, marketPrice: string]>;
  keywords: string;
  strategy: string;
  turnaround: string;
  sample: string;
  tags?: Array<[name: string, location: TagLocationValue]>;
  recommended?: boolean;
  flash?: boolean;
}

const NOVA = 'NovaSeq X Plus';
const DNB = 'DNBSEQ-T7';
const REVIO = 'PacBio Revio';
const ONT = 'ONT PromethION';
const DNA = '基因组DNA ≥ 1 μg，浓度 ≥ 20 ng/μL，OD260/280 1.8–2.0，无明显降解';
const RNA = '总RNA ≥ 1 μg，RIN ≥ 7.0，浓度 ≥ 50 ng/μL，干冰运输';
const HMW = '高分子量DNA ≥ 5 μg，主峰 ≥ 40 kb，浓度 ≥ 50 ng/μL';
const CELLS = '新鲜单细胞悬液，活率 ≥ 85%，细胞浓度 700–1200 个/μL，团块率 < 5%';
const LIBRARY = '文库浓度 ≥ 2 nM，体积 ≥ 30 μL，片段主峰 300–500 bp，附Index信息';
const STOOL = '粪便/土壤/水体样本或DNA ≥ 100 ng，-80 ℃保存，干冰运输';
const DATA = '已交付的测序数据（本平台订单）或上传的FASTQ文件';

const HOT: [string, TagLocationValue] = ['热销', 'TOP_LEFT'];
const NEW: [string, TagLocationValue] = ['新品', 'TOP_RIGHT'];
const FAST: [string, TagLocationValue] = ['闪测', 'BOTTOM_LEFT'];
const QUALITY: [string, TagLocationValue] = ['Q30≥90%', 'BOTTOM_RIGHT'];
const PROMO: [string, TagLocationValue] = ['限时9折 · 满10样本包邮', 'BOTTOM_STRIP'];

export const GOODS_SEEDS: GoodsSeed[] = [
  // 基因组测序
  { category: 'WGS', name: '人全基因组重测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: DNA, keywords: 'WGS 人类 全基因组 重测序 human whole genome', tags: [HOT, QUALITY, PROMO], recommended: true, flash: true,
    skus: [['PE150 · 30X', 'WGS-HU-30X', '2800.00', '3500.00'], ['PE150 · 50X', 'WGS-HU-50X', '4200.00', '5200.00'], ['PE150 · 90G', 'WGS-HU-90G', '2600.00', '3300.00']] },
  { category: 'WGS', name: '动植物全基因组重测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '30个工作日', sample: DNA, keywords: 'WGS 动物 植物 重测序 群体遗传', tags: [HOT],
    skus: [['PE150 · 10X', 'WGS-AP-10X', '1200.00', '1600.00'], ['PE150 · 30X', 'WGS-AP-30X', '2400.00', '3000.00']] },
  { category: 'WGS', name: '全基因组重测序（DNBSEQ平台）', platform: DNB, template: 'SAMPLE', strategy: 'PE150', turnaround: '20个工作日', sample: DNA, keywords: 'WGS DNBSEQ 华大 T7 全基因组', tags: [FAST], flash: true,
    skus: [['PE150 · 30X', 'WGS-DNB-30X', '2300.00', '2900.00'], ['PE100 · 30X', 'WGS-DNB-PE100', '2100.00', '2700.00']] },
  { category: 'WGS', name: '低深度全基因组测序（CNV-seq）', platform: DNB, template: 'SAMPLE', strategy: 'SE50', turnaround: '10个工作日', sample: DNA, keywords: 'CNV 拷贝数 低深度 lowpass',
    skus: [['SE50 · 0.1X', 'WGS-CNV-01X', '360.00', '500.00']] },
  { category: 'WGS', name: '动植物基因组de novo组装（二代）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '45个工作日', sample: DNA, keywords: 'de novo 组装 survey 基因组调查',
    skus: [['Survey · 50X', 'DENOVO-SURVEY', '3800.00', '4800.00']] },
  { category: 'WES', name: '人全外显子组测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '20个工作日', sample: DNA, keywords: 'WES 外显子 exome 遗传病 肿瘤', tags: [HOT, QUALITY], recommended: true, flash: true,
    skus: [['PE150 · 100X', 'WES-HU-100X', '1600.00', '2000.00'], ['PE150 · 200X', 'WES-HU-200X', '2600.00', '3200.00']] },
  { category: 'WES', name: '肿瘤配对全外显子测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: DNA, keywords: 'WES 肿瘤 配对 体细胞突变 tumor normal',
    skus: [['肿瘤300X + 对照100X', 'WES-TN-300X', '4800.00', '6000.00']] },
  { category: 'WES', name: '小鼠全外显子测序', platform: DNB, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: DNA, keywords: 'WES 小鼠 mouse exome',
    skus: [['PE150 · 100X', 'WES-MM-100X', '1900.00', '2400.00']] },
  { category: 'PANEL', name: '遗传病靶向Panel测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '15个工作日', sample: DNA, keywords: 'Panel 靶向 捕获 遗传病',
    skus: [['PE150 · 500X', 'PANEL-GD-500X', '900.00', '1200.00']] },
  { category: 'PANEL', name: '肿瘤热点基因Panel测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '15个工作日', sample: DNA, keywords: 'Panel 肿瘤 热点 ctDNA', tags: [NEW],
    skus: [['PE150 · 1000X', 'PANEL-ONC-1000X', '1500.00', '1900.00']] },
  // 转录组与表观
  { category: 'MRNA', name: '真核有参转录组测序（RNA-seq）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '20个工作日', sample: RNA, keywords: 'RNA-seq 转录组 mRNA 差异表达', tags: [HOT, FAST], recommended: true, flash: true,
    skus: [['PE150 · 6G', 'RNA-EUK-6G', '650.00', '850.00'], ['PE150 · 12G', 'RNA-EUK-12G', '980.00', '1250.00']] },
  { category: 'MRNA', name: '原核链特异性转录组测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '20个工作日', sample: RNA, keywords: 'RNA-seq 原核 细菌 链特异性',
    skus: [['PE150 · 3G', 'RNA-PRO-3G', '880.00', '1100.00']] },
  { category: 'MRNA', name: '全转录组测序（lncRNA+circRNA+miRNA）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150 + SE50', turnaround: '35个工作日', sample: RNA, keywords: '全转录组 ceRNA lncRNA circRNA', tags: [NEW],
    skus: [['PE150 · 15G + SE50 · 10M', 'RNA-WHOLE-15G', '2600.00', '3300.00']] },
  { category: 'MRNA', name: '转录组测序（DNBSEQ平台）', platform: DNB, template: 'SAMPLE', strategy: 'PE150', turnaround: '15个工作日', sample: RNA, keywords: 'RNA-seq DNBSEQ 转录组',
    skus: [['PE150 · 6G', 'RNA-DNB-6G', '560.00', '750.00']] },
  { category: 'SRNA', name: '小RNA测序（miRNA-seq）', platform: DNB, template: 'SAMPLE', strategy: 'SE50', turnaround: '20个工作日', sample: RNA, keywords: 'miRNA 小RNA small RNA',
    skus: [['SE50 · 20M reads', 'SRNA-MIR-20M', '780.00', '980.00']] },
  { category: 'SRNA', name: 'lncRNA测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: RNA, keywords: 'lncRNA 长链非编码',
    skus: [['PE150 · 15G', 'SRNA-LNC-15G', '1500.00', '1900.00']] },
  { category: 'METH', name: '全基因组甲基化测序（WGBS）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '30个工作日', sample: DNA, keywords: 'WGBS 甲基化 重亚硫酸盐 methylation', tags: [QUALITY],
    skus: [['PE150 · 30X', 'METH-WGBS-30X', '5200.00', '6500.00']] },
  { category: 'METH', name: '简化甲基化测序（RRBS）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: DNA, keywords: 'RRBS 甲基化 简化',
    skus: [['PE150 · 8G', 'METH-RRBS-8G', '1600.00', '2000.00']] },
  { category: 'METH', name: '靶向甲基化测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '20个工作日', sample: DNA, keywords: '靶向 甲基化 target methylation',
    skus: [['PE150 · 1G', 'METH-TGT-1G', '680.00', '900.00']] },
  // 微生物测序
  { category: 'AMP', name: '16S rDNA扩增子测序（V3-V4）', platform: NOVA, template: 'SAMPLE', strategy: 'PE250', turnaround: '15个工作日', sample: STOOL, keywords: '16S 扩增子 菌群 微生物多样性 amplicon', tags: [HOT, PROMO], recommended: true, flash: true,
    skus: [['PE250 · 5万条tags', 'AMP-16S-V34', '260.00', '350.00'], ['PE250 · 10万条tags', 'AMP-16S-V34-10W', '380.00', '480.00']] },
  { category: 'AMP', name: 'ITS扩增子测序（真菌）', platform: NOVA, template: 'SAMPLE', strategy: 'PE250', turnaround: '15个工作日', sample: STOOL, keywords: 'ITS 真菌 扩增子 fungi',
    skus: [['PE250 · 5万条tags', 'AMP-ITS1', '280.00', '380.00']] },
  { category: 'AMP', name: '全长16S扩增子测序（PacBio）', platform: REVIO, template: 'SAMPLE', strategy: 'CCS', turnaround: '20个工作日', sample: STOOL, keywords: '16S 全长 三代 HiFi 扩增子', tags: [NEW],
    skus: [['HiFi · 2万条CCS', 'AMP-16S-FULL', '560.00', '720.00']] },
  { category: 'MGS', name: '宏基因组测序（Metagenome）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: STOOL, keywords: '宏基因组 metagenome 功能基因 肠道菌群', tags: [HOT],
    skus: [['PE150 · 6G', 'MGS-6G', '980.00', '1250.00'], ['PE150 · 12G', 'MGS-12G', '1500.00', '1900.00']] },
  { category: 'MGS', name: '宏转录组测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '30个工作日', sample: STOOL, keywords: '宏转录组 metatranscriptome',
    skus: [['PE150 · 10G', 'MGS-MT-10G', '1900.00', '2400.00']] },
  { category: 'MWGS', name: '细菌基因组完成图（二代+三代）', platform: `${NOVA} + ${ONT}`, template: 'SAMPLE', strategy: 'PE150 + Nanopore', turnaround: '30个工作日', sample: HMW, keywords: '细菌 完成图 基因组 组装',
    skus: [['完成图 · 单菌株', 'MWGS-BAC-COMP', '3600.00', '4500.00']] },
  { category: 'MWGS', name: '真菌基因组框架图', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: DNA, keywords: '真菌 框架图 基因组',
    skus: [['PE150 · 100X', 'MWGS-FUN-DRAFT', '2200.00', '2800.00']] },
  // 单细胞与空间
  { category: 'SCRNA', name: '10x Genomics单细胞转录组测序', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '25个工作日', sample: CELLS, keywords: '单细胞 scRNA-seq 10x Chromium 3端', tags: [HOT, NEW], recommended: true,
    skus: [['约8000细胞 · 100G', 'SC-10X-3P', '9800.00', '12000.00'], ['约8000细胞 · 5端 · 100G', 'SC-10X-5P', '11800.00', '14500.00']] },
  { category: 'SCRNA', name: '单细胞核转录组测序（snRNA-seq）', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '30个工作日', sample: '冻存组织 ≥ 50 mg，液氮速冻后 -80 ℃保存', keywords: '单细胞核 snRNA 冻存组织',
    skus: [['约8000细胞核 · 100G', 'SC-SN-100G', '11500.00', '14000.00']] },
  { category: 'SCMULTI', name: '单细胞ATAC测序（scATAC-seq）', platform: NOVA, template: 'SAMPLE', strategy: 'PE50', turnaround: '30个工作日', sample: CELLS, keywords: '单细胞 ATAC 染色质开放性',
    skus: [['约8000细胞核 · 50G', 'SC-ATAC', '12800.00', '15500.00']] },
  { category: 'SCMULTI', name: '10x Visium空间转录组', platform: NOVA, template: 'SAMPLE', strategy: 'PE150', turnaround: '40个工作日', sample: 'OCT包埋新鲜冰冻组织块，RIN ≥ 7', keywords: '空间转录组 Visium spatial', tags: [NEW],
    skus: [['单个捕获区 · 400M reads', 'SC-VISIUM', '26800.00', '32000.00']] },
  // 三代测序
  { category: 'HIFI', name: 'PacBio Revio HiFi基因组测序', platform: REVIO, template: 'SAMPLE', strategy: 'HiFi CCS', turnaround: '30个工作日', sample: HMW, keywords: 'HiFi 三代 长读长 PacBio 基因组组装 SMRT', tags: [HOT, QUALITY], recommended: true,
    skus: [['1个SMRT Cell 25M · 90G HiFi', 'HIFI-REVIO-1CELL', '9800.00', '12000.00']] },
  { category: 'HIFI', name: 'PacBio全长转录组测序（Iso-Seq）', platform: REVIO, template: 'SAMPLE', strategy: 'Iso-Seq', turnaround: '30个工作日', sample: RNA, keywords: 'Iso-Seq 全长转录组 三代',
    skus: [['1个SMRT Cell', 'HIFI-ISOSEQ', '8600.00', '10500.00']] },
  { category: 'ONT', name: 'ONT超长读长基因组测序', platform: ONT, template: 'SAMPLE', strategy: 'Ultra-long', turnaround: '30个工作日', sample: HMW, keywords: 'ONT 纳米孔 超长 nanopore T2T',
    skus: [['1张PromethION芯片 · 100G', 'ONT-UL-100G', '7800.00', '9500.00']] },
  { category: 'ONT', name: 'ONT直接RNA测序', platform: ONT, template: 'SAMPLE', strategy: 'Direct RNA', turnaround: '25个工作日', sample: RNA, keywords: 'ONT 直接RNA 修饰 nanopore',
    skus: [['1张PromethION芯片', 'ONT-DRNA', '6800.00', '8200.00']] },
  // 文库测序（客户自建文库上机）
  { category: 'LIBNOVA', name: 'NovaSeq X Plus文库上机测序', platform: NOVA, template: 'LIBRARY', strategy: 'PE150', turnaround: '7个工作日', sample: LIBRARY, keywords: '文库 上机 包数据 PE150 Illumina', tags: [HOT, FAST], recommended: true, flash: true,
    skus: [['PE150 · 10G', 'LIB-NOVA-10G', '180.00', '240.00'], ['PE150 · 30G', 'LIB-NOVA-30G', '480.00', '620.00'], ['PE150 · 100G', 'LIB-NOVA-100G', '1450.00', '1800.00']] },
  { category: 'LIBNOVA', name: 'NovaSeq X Plus 25B 包Lane测序', platform: NOVA, template: 'LIBRARY', strategy: 'PE150', turnaround: '7个工作日', sample: LIBRARY, keywords: '包Lane 文库 25B flowcell',
    skus: [['PE150 · 1条Lane', 'LIB-NOVA-LANE', '16800.00', '20000.00']] },
  { category: 'LIBDNB', name: 'DNBSEQ-T7文库上机测序', platform: DNB, template: 'LIBRARY', strategy: 'PE150', turnaround: '7个工作日', sample: '环化单链文库或由我方环化的双链文库，浓度 ≥ 2 nM', keywords: '文库 上机 DNBSEQ MGI 华大', tags: [FAST], flash: true,
    skus: [['PE150 · 10G', 'LIB-DNB-10G', '150.00', '200.00'], ['PE100 · 10G', 'LIB-DNB-PE100', '130.00', '180.00']] },
  { category: 'LIBDNB', name: 'DNBSEQ-T7 包Lane测序', platform: DNB, template: 'LIBRARY', strategy: 'PE150', turnaround: '7个工作日', sample: LIBRARY, keywords: '包Lane 文库 DNBSEQ',
    skus: [['PE150 · 1条Lane', 'LIB-DNB-LANE', '12800.00', '15500.00']] },
  { category: 'LIBEXT', name: '基因组DNA提取', platform: '实验室自动化提取', template: 'SAMPLE', strategy: '—', turnaround: '5个工作日', sample: '组织 ≥ 50 mg / 血液 ≥ 1 mL / 细胞 ≥ 1×10⁶', keywords: '核酸提取 DNA提取',
    skus: [['动植物组织', 'EXT-DNA-TISSUE', '120.00', '160.00'], ['全血', 'EXT-DNA-BLOOD', '100.00', '140.00']] },
  { category: 'LIBEXT', name: '总RNA提取', platform: '实验室自动化提取', template: 'SAMPLE', strategy: '—', turnaround: '5个工作日', sample: '组织 ≥ 50 mg，RNAlater或液氮保存', keywords: '核酸提取 RNA提取',
    skus: [['动植物组织', 'EXT-RNA-TISSUE', '150.00', '200.00']] },
  { category: 'LIBEXT', name: 'DNA小片段文库构建', platform: 'NovaSeq / DNBSEQ 通用', template: 'SAMPLE', strategy: '350 bp插入片段', turnaround: '5个工作日', sample: DNA, keywords: '建库 文库构建 小片段',
    skus: [['350 bp · 单样本', 'LIBPREP-DNA-350', '260.00', '350.00']] },
  // 生信分析
  { category: 'BIOGEN', name: '重测序标准信息分析', platform: '云端分析', template: 'DELIVERY_ANALYSIS', strategy: '—', turnaround: '5个工作日', sample: DATA, keywords: '生信 变异检测 SNP InDel SV 分析', tags: [PROMO],
    skus: [['单样本 · 人类参考基因组', 'BIO-WGS-STD', '300.00', '400.00']] },
  { category: 'BIOGEN', name: '群体遗传进化分析', platform: '云端分析', template: 'DELIVERY_ANALYSIS', strategy: '—', turnaround: '15个工作日', sample: DATA, keywords: '群体遗传 GWAS 进化 选择清除',
    skus: [['≤ 100个样本', 'BIO-POP-100', '18000.00', '22000.00']] },
  { category: 'BIOTRANS', name: '转录组差异表达分析', platform: '云端分析', template: 'DELIVERY_ANALYSIS', strategy: '—', turnaround: '5个工作日', sample: DATA, keywords: '差异表达 DEG GO KEGG 富集 转录组分析', tags: [NEW],
    skus: [['≤ 12个样本', 'BIO-DEG-12', '1200.00', '1500.00']] },
  { category: 'BIOTRANS', name: '单细胞转录组高级分析', platform: '云端分析', template: 'DELIVERY_ANALYSIS', strategy: '—', turnaround: '10个工作日', sample: DATA, keywords: '单细胞 聚类 注释 拟时序 细胞通讯',
    skus: [['≤ 4个样本', 'BIO-SC-ADV', '6800.00', '8500.00']] },
];

export const BANNER_SEEDS = [
  { key: 'banners/wgs.svg', title: '人全基因组重测序 30X 限时特惠', subtitle: 'NovaSeq X Plus · PE150 · Q30≥90%', link: '/all_goods?categoryNo=WGS', colours: ['#0d47a1', '#42a5f5'] },
  { key: 'banners/single-cell.svg', title: '10x Genomics 单细胞转录组', subtitle: '从细胞悬液到注释报告，一站式交付', link: '/all_goods?categoryNo=SC', colours: ['#b71c1c', '#ef5350'] },
  { key: 'banners/hifi.svg', title: 'PacBio Revio HiFi 长读长测序', subtitle: '基因组组装 · 全长转录组 · T2T', link: '/all_goods?categoryNo=LRS', colours: ['#004d40', '#26a69a'] },
  { key: 'banners/library.svg', title: '文库上机 7 个工作日交付', subtitle: 'NovaSeq X Plus / DNBSEQ-T7 · 支持闪测', link: '/all_goods?categoryNo=LIB', colours: ['#e65100', '#ffa726'] },
] as const;

export const HOT_KEYWORDS = ['全基因组', 'PE150', '单细胞', '16S', '转录组', 'HiFi', '文库上机', '甲基化'];

/** Labs and what they run: a filter over the goods' category codes (null: everything). */
export const DELIVERY_LAB_SEEDS = [
  { name: '上海实验室', address: '上海市浦东新区张江高科技园区蔡伦路88号', serves: null },
  { name: '北京实验室', address: '北京市昌平区生命科学园科学园路20号', serves: ['SEQ', 'RNA', 'MICRO', 'LIB', 'BIO'] },
  { name: '深圳实验室', address: '深圳市南山区高新南七道16号', serves: ['SEQ', 'RNA', 'SC', 'LIB', 'BIO'] },
] as const;

/** Contracts of the demo companies: which top-level or child categories they cover, and at what share of the sale price. */
export const CONTRACT_SEEDS = [
  { contractNo: 'HT-2026-SH-001', name: '2026年度测序服务框架合同', organisation: '上海示例生物科技有限公司', covers: ['WGS', 'WES', 'MRNA', 'AMP'], share: '0.85' },
  { contractNo: 'HT-2026-SH-002', name: '单细胞与三代测序专项合同', organisation: '上海示例生物科技有限公司', covers: ['SCRNA', 'SCMULTI', 'HIFI', 'ONT', 'BIOTRANS'], share: '0.90' },
  { contractNo: 'HT-2026-BJ-001', name: '文库上机测序年度合同', organisation: '北京未来基因科技有限公司', covers: ['LIBNOVA', 'LIBDNB'], share: '0.80' },
] as const;
