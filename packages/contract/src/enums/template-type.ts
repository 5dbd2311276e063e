export const TemplateType = {
  Library: 'LIBRARY',
  /** Nucleic-acid (biological) sample template. */
  Sample: 'SAMPLE',
  /** Bioinformatics analysis on delivered data; its detail page hides the purchase buttons. */
  DeliveryAnalysis: 'DELIVERY_ANALYSIS',
} as const;

export type TemplateTypeValue = (typeof TemplateType)[keyof typeof TemplateType];

export const TEMPLATE_TYPE_LABELS: Record<TemplateTypeValue, string> = {
  [TemplateType.Library]: '文库',
  [TemplateType.Sample]: '生物',
  [TemplateType.DeliveryAnalysis]: '分析',
};

export type SampleKindLabel = '文库' | '生物';

/**
 * Sample-type label of an order or goods line: only nucleic-acid samples read 生物, everything else
 * (including a missing template type) reads 文库, as the order list of spec part 1 section 3 does.
 */
export function sampleTypeLabel(templateType: string | null | undefined): SampleKindLabel {
  return templateType === TemplateType.Sample ? '生物' : '文库';
}

export function isPurchasableTemplate(templateType: string | null | undefined): boolean {
  return templateType !== TemplateType.DeliveryAnalysis;
}
