import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QC_REPORT_COLUMN_TITLES, qualityReportCells, type QualityReport } from '@seqportal/contract';
import { useSession } from '@/lib/auth';
import { useQualityReport } from '../api/get-quality-report';
import { printDate } from '../lib/print-date';
import { DocHeading, DocTable, DocTitle, KeyValues, ProviderHeader, type DocColumn } from './document-parts';
import { PrintFrame } from './print-frame';

export const QUALITY_REPORT_TITLE = '样本质检报告';

const QC_COLUMNS: readonly DocColumn[] = [
  { header: QC_REPORT_COLUMN_TITLES.sendTempCode, width: '11%' },
  { header: QC_REPORT_COLUMN_TITLES.sampleId, width: '8%' },
  { header: QC_REPORT_COLUMN_TITLES.sampleName, width: '9%' },
  { header: QC_REPORT_COLUMN_TITLES.sampleType, width: '5%' },
  { header: QC_REPORT_COLUMN_TITLES.concentration, width: '6%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.volume, width: '5%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.totalAmount, width: '6%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.qpcrConcentration, width: '7%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.od260280, width: '6%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.rinDin, width: '5%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.libraryLength, width: '6%', align: 'right' },
  { header: QC_REPORT_COLUMN_TITLES.totalGrade, width: '6%', align: 'center' },
  { header: QC_REPORT_COLUMN_TITLES.qualityGrade, width: '6%', align: 'center' },
  { header: QC_REPORT_COLUMN_TITLES.remarks, width: '14%' },
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
        <Typography data-testid="quality-report-empty" sx={{ py: 4, textAlign: 'center', color: 'print.muted' }}>
          暂无质检结果
        </Typography>
      ) : (
        <DocTable
          testId="quality-report-table"
          columns={QC_COLUMNS}
          minWidth={960}
          fontSize={11}
          rows={report.rows.map(qualityReportCells)}
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
  const query = useQualityReport(user?.id ?? null, orderNo);
  return (
    <PrintFrame
      title={QUALITY_REPORT_TITLE}
      orderNo={orderNo}
      query={query}
      pdf={{ route: 'GetQualityReportPdf', fileName: `样本质检报告-${orderNo}.pdf` }}
    >
      {(report) => <QualityReportDocument report={report} />}
    </PrintFrame>
  );
}
