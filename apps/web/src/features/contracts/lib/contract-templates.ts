import { TemplateType, type ContractWithProducts, type TemplateTypeValue } from '@seqportal/contract';

export const NO_TEMPLATE = '无可用合同模板';

export interface TemplateChoice {
  templateType: TemplateTypeValue;
  label: string;
  skuIds: number[];
  /** The products the template lists, for the customer to recognise it. */
  productNames: string[];
}

/**
 * The templates a contract offers: one per kind of product it covers (biological samples, libraries), each
 * listing only that contract's products of the kind. A template cannot mix kinds (the sheet would be refused).
 */
export function templatesOf(contract: ContractWithProducts): TemplateChoice[] {
  const kinds: Array<{ templateType: TemplateTypeValue; label: string }> = [
    { templateType: TemplateType.Sample, label: '生物样本下单模板' },
    { templateType: TemplateType.Library, label: '文库下单模板' },
  ];
  return kinds
    .map(({ templateType, label }) => {
      const products = contract.productList.filter((product) => product.templateType === templateType);
      return {
        templateType,
        label,
        skuIds: products.map((product) => product.skuId),
        productNames: products.map((product) => `${product.name}（${product.title}）`),
      };
    })
    .filter((choice) => choice.skuIds.length > 0);
}
