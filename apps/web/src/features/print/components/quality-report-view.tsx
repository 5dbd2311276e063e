import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QualityReport } from '@seqportal/contract';
import { useSession } from '@/lib/auth';
import { useVisitor } from '@/lib/use-visitor';
import { useQualityReport } from '../api/get-quality-report';
import { printDate } from '../lib/print-date';
import { DocHeading, DocTable, DocTitle, KeyValues, ProviderHeader, type DocColumn } from './document-parts';
import { PrintFrame } from './print-frame';

export const QUALITY_REPORT_TITLE = '样本质检报告';

const QC_COLUMNS: readonly DocColumn[] = [
  { header: '样本编号', width: '11%' },
  { header: '样本名称', width: '11%' },
  { header: '样本类型', width: '6%' },
  { header: '浓度(ng/μl)', width: '7%', align: 'right' },
  { header: '体积(μl)', width: '6%', align: 'right' },
  { header: '总量(ng)', width: '7%', align: 'right' },
  { header: 'QPCR浓度(nM)', width: '7%', align: 'right' },
  { header: 'OD260/280', width: '7%', align: 'right' },
  { header: 'RIN/DIN', width: '6%', align: 'right' },
  { header: '文库长度(bp)', width: '7%', align: 'right' },
  { header: '总量结论', width: '6%', align: 'center' },
  { header: '质量结论', width: '6%', align: 'center' },
  { header: '备注及建议', width: '13%' },
];

export function QualityReportDocument({ report }: { report: QualityReport }) {
  return (
    <>
      <ProviderHeader />
      <DocTitle>{report.title}</DocTitle>
      <KeyValues
        testId="quality-report-info"
        rows={[
          ['项目名称', report.projectName],
          ['合同编号', report.contractNo || '无'],
          ['订单编号', report.orderNo],
          ['客户姓名', report.customerName],
          ['客户单位', report.customerUnit],
          ['内部项目编号', report.internalProjectNo],
          ['收样日期', printDate(report.receiptDate)],
          ['报告日期', printDate(report.reportDate)],
        ]}
      />
      <DocHeading>检测结果</DocHeading>
      {report.rows.length === 0 ? (
        <Typography data-testid="quality-report-empty" sx={{ py: 4, textAlign: 'center', color: '#666' }}>
          暂无质检结果
        </Typography>
      ) : (
        <DocTable
          testId="quality-report-table"
          columns={QC_COLUMNS}
          minWidth={960}
          fontSize={11}
          rows={report.rows.map((row) => [
            row.sampleId,
            row.sampleName,
            row.sampleType,
            row.concentration,
            row.volume,
            row.totalAmount,
            row.qpcrConcentration,
            row.od260280,
            row.rinDin,
            row.libraryLength,
            row.totalGrade,
            row.qualityGrade,
            row.remarks,
          ])}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <KeyValues
          rows={[
            ['检测人', `${report.tester}  ${printDate(report.testedAt)}`.trim()],
            ['审核人', `${report.reviewer}  ${printDate(report.reviewedAt)}`.trim()],
          ]}
        />
      </Box>
      <DocHeading>报告说明</DocHeading>
      <Box component="ol" data-testid="quality-report-readme" sx={{ m: 0, pl: 2.5, fontSize: 13 }}>
        {report.readme.map((item) => (
          <li key={item.id}>
            {item.name}
            {item.list.length > 0 && (
              <Box component="ul" sx={{ my: 0.5, pl: 2 }}>
                {item.list.map((note) => (
                  <li key={note.id}>{note.name}</li>
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
      <Typography sx={{ mt: 2, fontSize: 12 }}>如有疑问请联系：{report.contactEmail}</Typography>
    </>
  );
}

/** /quality_report?orderNo: the sample QC report from the lab's QC entries (spec part 2 section 2.13). */
export function QualityReportView({ orderNo }: { orderNo: string }) {
  const { user } = useSession();
  const visitor = useVisitor();
  const query = useQualityReport(user?.id ?? null, orderNo);
  return (
    <PrintFrame
      title={QUALITY_REPORT_TITLE}
      orderNo={orderNo}
      visitor={visitor}
      query={query}
      pdf={{ route: 'GetQualityReportPdf', fileName: `样本质检报告-${orderNo}.pdf` }}
    >
      {(report) => <QualityReportDocument report={report} />}
    </PrintFrame>
  );
}
