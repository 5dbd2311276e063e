import type { LibrarySample, SampleInfoLists } from '@seqportal/contract';
import { saveSampleSheet, type SampleSheetState } from '../lib/sample-sheet';

export const API = {
  submitOrder: '/api/NewOrder/SubmitOrder',
  modifyOrderSamples: '/api/NewOrder/ModifyOrderSamples',
  orderSampleInfo: '/api/NewOrder/GetOrderSampleInfo',
  parseSampleExcel: '/api/NewWork/ParseSampleExcel',
  uploadExcel: '/api/File/uploadExcel',
  contracts: '/api/NewOrder/GetContractProductList',
  sampleList: '/api/NewOrder/GetSampleList',
  sampleDetail: '/api/NewOrder/GetSampleDetail',
  sampleColumns: '/api/NewOrder/GetSampleColumns',
} as const;

/** One library with two sub-libraries carrying IDT UD indexes UDI0001 and UDI0002, booked on lane L001. */
export function libraryLists(overrides: { i7Second?: string; i5Second?: string } = {}): SampleInfoLists {
  const library: LibrarySample = {
    goodsCount: 1,
    goodsId: 30,
    isLan: false,
    name: 'LIVER-01',
    skuCode: 'LIB-NOVA-10G',
    num: 1,
    species: '人',
    type: 'DNA文库',
    weight: 5.2,
    dataSize: 10,
    wkName: 'LIB-1',
    zwkList: [
      { zwkName: 'S1', indexi7: 'CCGCGGTT', indexi5: 'AGCGCTAG', type: '双index文库', wkName: 'LIB-1' },
      {
        zwkName: 'S2',
        indexi7: overrides.i7Second ?? 'TTATAACC',
        indexi5: overrides.i5Second ?? 'GATATCGA',
        type: '双index文库',
        wkName: 'LIB-1',
      },
    ],
  };
  return { ybList: [], wkList: [library], lanList: [{ lanId: 'L001', wkName: 'LIB-1', num: 1, phix: 1 }] };
}

export function storeSheet(change: Partial<SampleSheetState> = {}): SampleSheetState {
  const state: SampleSheetState = {
    fileName: '样本信息表.xlsx',
    skuList: [{ skuId: 31, count: 1 }],
    errors: [],
    lists: libraryLists(),
    draft: null,
    contractId: null,
    ...change,
  };
  saveSampleSheet(state);
  return state;
}
