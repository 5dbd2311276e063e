/*
 * Sample information a customer submits with an order: libraries (wk), their sub-libraries (zwk) with index
 * sequences, biological samples (yb) and lane requests. Shared by SubmitOrder, SaveSyncProduct,
 * ModifyOrderSamples and the Excel parser.
 */

export interface SubLibrary {
  zwkName: string;
  /** Index sequences: 6-32 of A/C/G/T, see validateIndex. */
  indexi7: string;
  indexi5: string;
  /** Sub-library type; type id 3 is typed as free text instead of chosen from the list. */
  type: string;
  /** Name of the parent library. */
  wkName: string;
}

export interface LibrarySample {
  goodsCount: number;
  goodsId: number;
  isLan: boolean;
  name: string;
  skuCode: string;
  /** Number of tubes. */
  num: number;
  species: string;
  type: string;
  weight: number;
  /** Requested data amount in G. */
  dataSize?: number;
  wkName: string;
  zwkList: SubLibrary[];
}

export interface BiologicalSample {
  no: string;
  name: string;
  type: string;
  species: string;
  num: number;
  skuCode: string;
}

export interface LaneRequest {
  lanId: string;
  wkName: string;
  num: number;
  /** PhiX spike-in percentage. */
  phix: number;
}

export interface SampleInfoLists {
  ybList: BiologicalSample[];
  wkList: LibrarySample[];
  lanList: LaneRequest[];
}

export interface OrderSampleInfoQuery {
  orderNo: string;
}

/** GetOrderSampleInfo: an order's sample information in the shape SubmitOrder and ModifyOrderSamples take it. */
export interface OrderSampleInfo extends SampleInfoLists {
  orderNo: string;
  /** False once a sample is received or the order is cancelled: ModifyOrderSamples would refuse then. */
  editable: boolean;
  /** Why it is not editable (ModifyOrderSamples' message); null when editable. */
  lockedReason: string | null;
  /** The order's products a sample row may name (its 产品编码), in the order of the order's goods. */
  products?: OrderSampleProduct[];
}

/** A product of an order as the sample entry offers it: code, names and whether its samples are 文库 or 生物. */
export interface OrderSampleProduct {
  skuCode: string;
  goodsName: string;
  skuName: string;
  /** 'wk' for library products (LIBRARY), 'yb' for biological-sample products. */
  kind: 'yb' | 'wk';
}
