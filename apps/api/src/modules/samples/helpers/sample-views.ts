import {
  sampleTypeLabel,
  TemplateType,
  type OrderGoodsSamples,
  type SampleRow,
  type TemplateTypeValue,
} from '@seqportal/contract';
import type { OrderSampleRecord } from '../../orders/ports/order-ports.js';

/** A sample as read for the views, with its sub-libraries and lanes (the shape the orders module asks for). */
export type SampleRecord = OrderSampleRecord;

/**
 * The rows of one sample as the order detail and the sample detail show them: a biological sample is one row, a
 * library one row per sub-library (its indexes), or one row when it has none.
 */
export function sampleRows(sample: SampleRecord): SampleRow[] {
  const base = {
    sendTempCode: sample.sendTempCode,
    goodsTitle: sample.goodsName,
    species: sample.species,
    num: sample.num,
    dataSize: sample.dataSize === null ? 0 : Number(sample.dataSize),
    templateType: sample.kind === 'wk' ? TemplateType.Library : TemplateType.Sample,
    lanList: sample.lanes,
    codeNo: sample.codeNo,
    sampleName: sample.name,
    sampleNo: sample.sampleNo,
    wkName: sample.wkName,
  };
  if (sample.kind === 'yb' || sample.subLibraries.length === 0) {
    return [{ ...base, zwkName: '', indexi7: '', indexi5: '', type: sample.type }];
  }
  return sample.subLibraries.map((sub) => ({
    ...base,
    zwkName: sub.zwkName,
    indexi7: sub.indexI7,
    indexi5: sub.indexI5 ?? '',
    type: sub.type,
  }));
}

/** The `sample` field of an order goods line: its kind (文库/生物) and the rows of its samples. */
export function goodsSamples(
  templateType: TemplateTypeValue,
  samples: readonly SampleRecord[],
): OrderGoodsSamples | null {
  if (samples.length === 0) return null;
  return { item1: sampleTypeLabel(templateType), item2: samples.flatMap(sampleRows) };
}
