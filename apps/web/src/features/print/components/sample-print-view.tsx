import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SamplePrintDetail, SamplePrintSample } from '@seqportal/contract';
import { useSession } from '@/lib/auth';
import { useSamplePrint } from '../api/get-print-order';
import { printDate } from '../lib/print-date';
import { Barcode } from './barcode';
import { DocHeading, DocTable, DocTitle, KeyValues, ProviderHeader, type DocColumn } from './document-parts';
import { PRINT_BREAK, PrintFrame } from './print-frame';

export const SAMPLE_SHEET_TITLE = '样本信息单';

const SAMPLE_COLUMNS: readonly DocColumn[] = [
  { header: '序号', width: '5%', align: 'center' },
  { header: '样本名称', width: '15%' },
  { header: '类型', width: '7%' },
  { header: '物种', width: '7%' },
  { header: '管数', width: '5%', align: 'center' },
  { header: '检测项目', width: '15%' },
  { header: '送样编号', width: '20%' },
  { header: '条码', width: '26%' },
];

/** The samples by detection item, in the order they come: one table each, each printed on its own page. */
function groupByGoods(
  samples: readonly SamplePrintSample[],
): Array<{ goodsName: string; samples: SamplePrintSample[] }> {
  const groups = new Map<string, SamplePrintSample[]>();
  for (const sample of samples) {
    const group = groups.get(sample.goodsName);
    if (group) group.push(sample);
    else groups.set(sample.goodsName, [sample]);
  }
  return [...groups].map(([goodsName, list]) => ({ goodsName, samples: list }));
}

export function SampleSheet({ sheet }: { sheet: SamplePrintDetail }) {
  const groups = groupByGoods(sheet.sampleList);
  let serial = 0;
  return (
    <>
      <ProviderHeader />
      <DocTitle>{SAMPLE_SHEET_TITLE}</DocTitle>
      <KeyValues
        testId="sample-print-info"
        rows={[
          ['订单编号', sheet.no],
          ['下单日期', printDate(sheet.date)],
          ['送样单位', sheet.company],
          ['联系人', sheet.name],
          ['联系电话', sheet.phone],
          ['派送地址', sheet.labName ?? ''],
          ['样本总数', `${sheet.totalNum} 管（${sheet.sampleList.length} 个样本）`],
          ['送样条码号', sheet.barcodeNo ?? '下单后生成'],
        ]}
      />
      {sheet.barcodeNo && (
        <Box sx={{ mt: 1.5 }}>
          <Barcode text={sheet.barcodeNo} height={40} testId="sample-print-order-barcode" />
        </Box>
      )}
      {groups.length === 0 ? (
        <Typography data-testid="sample-print-empty" sx={{ mt: 3, py: 4, textAlign: 'center', color: 'print.muted' }}>
          该订单暂无样本信息
        </Typography>
      ) : (
        groups.map((group, index) => (
          <Box key={group.goodsName} {...(index > 0 ? PRINT_BREAK : {})} data-testid="sample-print-group">
            <DocHeading>
              {group.goodsName}（{group.samples.length} 个样本）
            </DocHeading>
            <DocTable
              testId="sample-print-table"
              columns={SAMPLE_COLUMNS}
              minWidth={720}
              fontSize={11}
              rows={group.samples.map((sample) => {
                serial += 1;
                return [
                  serial,
                  sample.name,
                  sample.type,
                  sample.species,
                  sample.num,
                  sample.goodsName,
                  <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
                    {sample.sendTempCode}
                  </Box>,
                  <Barcode text={sample.sendTempCode} height={28} testId="sample-barcode" />,
                ];
              })}
            />
          </Box>
        ))
      )}
      <Typography sx={{ mt: 2, fontSize: 12 }}>请将条码贴于对应样本管壁，并随样本寄送本单。</Typography>
    </>
  );
}

/** /sample_print?orderNo: the sample information sheet with one barcode per sample (spec part 2 section 2.13). */
export function SamplePrintView({ orderNo }: { orderNo: string }) {
  const { user } = useSession();
  const query = useSamplePrint(user?.id ?? null, orderNo);
  return (
    <PrintFrame
      title={SAMPLE_SHEET_TITLE}
      orderNo={orderNo}
      query={query}
      pdf={{ route: 'getSamplePdf', fileName: `样本信息单-${orderNo}.pdf` }}
    >
      {(sheet) => <SampleSheet sheet={sheet} />}
    </PrintFrame>
  );
}
