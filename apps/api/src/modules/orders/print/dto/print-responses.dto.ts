import { ApiProperty } from '@nestjs/swagger';
import {
  TemplateType,
  type ContractProduct,
  type OrderPrintResponse,
  type PrintProvider,
  type PrintTax,
  type QualityReport,
  type QualityReportRow,
  type SamplePrintDetail,
  type SamplePrintSample,
  type SampleRow,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { QualityReadmeItemDto } from '../../../content/dto/content.dto.js';
import { OrderDto } from '../../dto/order-responses.dto.js';

export class SamplePrintSampleDto implements SamplePrintSample {
  @ApiProperty({ example: 'T2026031000000042001' }) sendTempCode: string;
  @ApiProperty({ example: '小鼠肝脏DNA提取' }) goodsName: string;
  @ApiProperty({ example: '小鼠' }) species: string;
  @ApiProperty({ example: 1 }) num: number;
  @ApiProperty({ example: 'YP2026031000000042001' }) codeNo: string;
  @ApiProperty({ example: '小鼠肝脏DNA-1' }) name: string;
  @ApiProperty({ example: 'DNA' }) type: string;
  @ApiProperty({ example: 'data:image/svg+xml;base64,PHN2Zy...', description: 'sendTempCode 的 Code 128（SVG）' })
  barcode: string;
}

export class SamplePrintDetailDto implements SamplePrintDetail {
  @ApiProperty({ example: '2026031000000042', description: '订单编号' }) no: string;
  @ApiProperty({ example: 'data:image/svg+xml;base64,PHN2Zy...', description: '送样条码（Code 128，SVG），下单前为空' })
  url: string;
  @ApiProperty({ example: '2026-03-10T02:00:00.000Z' }) date: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) company: string;
  @ApiProperty({ example: '张晓明' }) name: string;
  @ApiProperty({ example: '13800000001' }) phone: string;
  @ApiProperty({ type: [SamplePrintSampleDto] }) sampleList: SamplePrintSampleDto[];
  @ApiProperty({ example: 24, description: '管数合计' }) totalNum: number;
  @ApiProperty({ type: String, example: 'YB2026031000000042', nullable: true }) barcodeNo: string | null;
  @ApiProperty({ type: String, example: '上海张江实验室', nullable: true }) labName: string | null;
}

export class PrintProviderDto implements PrintProvider {
  @ApiProperty({ example: 'SeqPortal 基因测序服务平台' }) name: string;
  @ApiProperty({ example: 'data:image/svg+xml;base64,PHN2Zy...' }) logo: string;
}

export class PrintTaxDto implements PrintTax {
  @ApiProperty({ example: '6%' }) rate: string;
  @ApiProperty({ example: '9433.96' }) net: string;
  @ApiProperty({ example: '566.04' }) tax: string;
  @ApiProperty({ example: '10000.00' }) total: string;
  @ApiProperty({ example: '税率6%，税额：566.04元，价税合计：10000.00元' }) line: string;
}

class PrintCustomerDto {
  @ApiProperty({ example: '上海示例生物科技有限公司' }) company: string;
  @ApiProperty({ example: '张晓明' }) name: string;
  @ApiProperty({ example: '13800000001' }) phone: string;
  @ApiProperty({ example: 'zhangxm@shdemo-bio.cn;' }) email: string;
}

export class PrintProductDto implements ContractProduct {
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ example: '人全基因组重测序' }) name: string;
  @ApiProperty({ example: 'PE150 · 30X' }) title: string;
  @ApiProperty({ example: '2380.00' }) unitPrice: string;
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) goodsImg: string;
  @ApiProperty({ enum: Object.values(TemplateType) }) templateType: TemplateTypeValue;
  @ApiProperty({ example: true }) select: boolean;
  @ApiProperty({ example: 2 }) count: number;
}

export class OrderPrintResponseDto implements OrderPrintResponse {
  @ApiProperty({ type: [OrderDto], description: '订单详情（一项）' }) data: OrderDto[];
  @ApiProperty({ type: [PrintProductDto], description: '订单商品' }) productList: PrintProductDto[];
  @ApiProperty({ type: PrintProviderDto }) provider: PrintProviderDto;
  @ApiProperty({ example: '技术服务订单' }) title: string;
  @ApiProperty({ type: [String], description: '合同条款' }) clauses: string[];
  @ApiProperty({ example: '信用额度：客户未付款金额（含税）不得超过人民币1,000,000.00元；……' }) creditClause: string;
  @ApiProperty({ type: PrintTaxDto }) tax: PrintTaxDto;
  @ApiProperty({ type: PrintCustomerDto }) customer: PrintCustomerDto;
  @ApiProperty({ example: '2026-03-10T02:00:00.000Z' }) quoteDate: string;
}

export class QualityReportRowDto implements QualityReportRow {
  @ApiProperty({ example: 'TY260310000042', description: '送样编号' }) sendTempCode: string;
  @ApiProperty({ example: 'YB-01', description: '样本编号（客户自己的编号；未填写时为空字符串）' }) sampleId: string;
  @ApiProperty({ example: '小鼠肝脏DNA-1' }) sampleName: string;
  @ApiProperty({ example: 'DNA' }) sampleType: string;
  @ApiProperty({ example: '35.2' }) concentration: string;
  @ApiProperty({ example: '28.5' }) volume: string;
  @ApiProperty({ example: '1003.2' }) totalAmount: string;
  @ApiProperty({ example: '' }) qpcrConcentration: string;
  @ApiProperty({ example: '1.85' }) od260280: string;
  @ApiProperty({ example: '8.2' }) rinDin: string;
  @ApiProperty({ example: '' }) libraryLength: string;
  @ApiProperty({ example: '合格' }) totalGrade: string;
  @ApiProperty({ example: '合格' }) qualityGrade: string;
  @ApiProperty({ example: '' }) remarks: string;
}

export class QualityReportDto implements QualityReport {
  @ApiProperty({ example: '样本质检报告' }) title: string;
  @ApiProperty({ example: '小鼠肝脏DNA提取' }) projectName: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractNo: string;
  @ApiProperty({ example: '2026031000000042' }) orderNo: string;
  @ApiProperty({ example: '张晓明' }) customerName: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) customerUnit: string;
  @ApiProperty({ example: 'QC-2026031000000042' }) internalProjectNo: string;
  @ApiProperty({ type: String, example: '2026-03-11T02:00:00.000Z', nullable: true }) receiptDate: string | null;
  @ApiProperty({ example: '2026-03-12T02:00:00.000Z' }) reportDate: string;
  @ApiProperty({ example: '王检测' }) tester: string;
  @ApiProperty({ type: String, example: '2026-03-12T02:00:00.000Z', nullable: true }) testedAt: string | null;
  @ApiProperty({ example: '李审核' }) reviewer: string;
  @ApiProperty({ type: String, example: '2026-03-12T02:00:00.000Z', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ type: [QualityReportRowDto] }) rows: QualityReportRowDto[];
  @ApiProperty({ type: [QualityReadmeItemDto] }) readme: QualityReadmeItemDto[];
  @ApiProperty({ example: 'service@seqportal.cn' }) contactEmail: string;
}

/** SampleTask rows: documented loosely, the fields are SampleRow's (orderDetails shows the same rows). */
export class SampleTaskRowDto implements Partial<SampleRow> {
  @ApiProperty({ example: 'T2026031000000042001' }) sendTempCode: string;
  @ApiProperty({ example: '小鼠肝脏DNA提取' }) goodsTitle: string;
  @ApiProperty({ example: '小鼠' }) species: string;
  @ApiProperty({ example: 1 }) num: number;
  @ApiProperty({ enum: Object.values(TemplateType) }) templateType: TemplateTypeValue;
}
