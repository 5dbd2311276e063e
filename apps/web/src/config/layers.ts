import { paths, type AppPath } from './paths';

/**
 * The pop-up layer table (spec part 2 section 2.7 and the layers of part 1): a path listed here opens as a
 * dialog over the page it was opened from instead of replacing that page.
 */
export interface LayerDefinition {
  path: AppPath;
  title: string;
  /** Dialog width in px; narrow screens shrink it to fit. */
  width: number;
  /** A layer that is not closable can only be left by finishing it (identity choice must pick an identity). */
  closable: boolean;
}

export const DEFAULT_LAYER_WIDTH = 600;

export const layers: readonly LayerDefinition[] = [
  { path: paths.addressManager, title: '取样地址', width: 576, closable: true },
  { path: paths.fixPhone, title: '修改手机号', width: 390, closable: true },
  { path: paths.checkOldEmail, title: '设置邮箱', width: 390, closable: true },
  { path: paths.placeOrderConfig, title: '下单设置', width: 550, closable: true },
  { path: paths.sampleSelect, title: '自定义表头', width: 516, closable: true },
  { path: paths.sampleInfoMain, title: '样本信息', width: 780, closable: true },
  { path: paths.sampleInfoConfig, title: '选择合同', width: 940, closable: true },
  { path: paths.sampleInfoError, title: '导入错误信息', width: 580, closable: true },
  { path: paths.sampleInput, title: '完善样本信息', width: 940, closable: true },
  { path: paths.choiceLogin, title: '选择登录身份', width: 800, closable: false },
  { path: paths.registerLayerPop, title: '用户服务协议', width: 580, closable: true },
  { path: paths.layerPop, title: '隐私条款', width: 580, closable: true },
  { path: paths.buyError, title: '下单设置未填写', width: 340, closable: true },
  { path: paths.needLogin, title: '温馨提示', width: 300, closable: true },
  { path: paths.ossDownload, title: '数据下载', width: 700, closable: true },
  { path: paths.qualityInspectionDownload, title: '质检报告下载', width: 500, closable: true },
  { path: paths.contractShow, title: '合同模板下载', width: 700, closable: true },
  { path: paths.orderIntroduce, title: '模板填写说明', width: 700, closable: true },
  { path: paths.placeOrder, title: '一键下单', width: 700, closable: true },
  { path: paths.bioanalytical, title: '生信分析下单', width: 800, closable: true },
  { path: paths.bioanalyticalList, title: '生信分析样本', width: 800, closable: true },
  { path: paths.fastqDownload, title: 'FASTQ 数据下载', width: 800, closable: true },
  { path: paths.serviceLayer, title: '服务条款', width: 500, closable: true },
  { path: paths.verificationCode, title: '图形验证码', width: 310, closable: true },
];

const layersByPath: ReadonlyMap<string, LayerDefinition> = new Map(layers.map((layer) => [layer.path, layer]));

/** Trailing slashes are tolerated because users type them; matching is otherwise exact like page routes. */
export function findLayer(pathname: string): LayerDefinition | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return layersByPath.get(normalized);
}

export function isLayerPath(pathname: string): boolean {
  return findLayer(pathname) !== undefined;
}
