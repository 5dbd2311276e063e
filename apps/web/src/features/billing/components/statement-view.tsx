import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  STATEMENT_BALANCE_KEYS,
  StatementLineKind,
  StatementStatus,
  statementAgingPairs,
  statementAmountPairs,
  type StatementDetail,
  type StatementLine,
} from '@seqportal/contract';
import { useState } from 'react';
import { Amounts, cellSx, ColumnTable, StatusChip, Table, type StatementColumn } from './statement-table';
import { DisputeDialog } from './dispute-dialog';

const PAYMENT_COLUMNS: ReadonlyArray<StatementColumn<StatementLine>> = [
  { key: 'orderNo', title: '订单编号', render: (line) => line.orderNo },
  { key: 'summary', title: '摘要', render: (line) => line.goodsName },
  { key: 'lineDate', title: '回款日期', render: (line) => line.lineDate },
  { key: 'amount', title: '金额', render: (line) => line.amount },
];

/** A credit line carries the note's number in skuCode and its reason in goodsName. */
const CREDIT_COLUMNS: ReadonlyArray<StatementColumn<StatementLine>> = [
  { key: 'orderNo', title: '订单编号', render: (line) => line.orderNo },
  { key: 'creditNoteNo', title: '减免单号', render: (line) => line.skuCode },
  { key: 'reason', title: '原因', render: (line) => line.goodsName },
  { key: 'lineDate', title: '日期', render: (line) => line.lineDate },
  { key: 'amount', title: '金额', render: (line) => line.amount },
];

export function StatementView({ statement }: { statement: StatementDetail }) {
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const open = statement.status !== StatementStatus.Confirmed;
  const charges = statement.lines.filter((line) => line.kind === StatementLineKind.Charge);
  const payments = statement.lines.filter((line) => line.kind === StatementLineKind.Payment);
  const credits = statement.lines.filter((line) => line.kind === StatementLineKind.Credit);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5, fontSize: 14 }}>
        <StatusChip statement={statement} />
        <Box sx={{ overflowWrap: 'anywhere' }}>
          {statement.ownerName} · 合同 {statement.contractNo} · {statement.periodStart} 至 {statement.periodEnd}
        </Box>
      </Box>
      {statement.status === StatementStatus.Pending && (
        <Box sx={{ fontSize: 13, color: 'warning.dark', mb: 1.5 }}>
          请于 {statement.replyDeadline} 前确认或提出异议，逾期未回复视为确认。
        </Box>
      )}
      <Amounts pairs={statementAmountPairs(statement, [...STATEMENT_BALANCE_KEYS, 'latePenalty'])} />
      <Box sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>账龄（月末未付）</Box>
      <Amounts pairs={statementAgingPairs(statement.aging)} />
      <Box sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>本期订单明细（{charges.length} 行）</Box>
      <Table head={['序号', '订单编号', '商品名称', '数量', '单价', '金额', '收样日期', '']} testId="statement-lines">
        {charges.length === 0 && (
          <tr>
            <Box component="td" colSpan={8} sx={{ ...cellSx, textAlign: 'center', color: 'text.secondary', py: 3 }}>
              本月无新增订单
            </Box>
          </tr>
        )}
        {charges.map((line) => (
          <tr key={line.id} data-testid={`statement-line-${line.lineNo}`}>
            <Box component="td" sx={cellSx}>
              {line.lineNo}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.orderNo}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.goodsName}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.goodsCount}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.unitPrice}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.amount}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.lineDate}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.disputed ? (
                <Chip size="small" color="error" label="异议处理中" />
              ) : (
                open && (
                  <Button size="small" onClick={() => setDisputing(line)} data-testid={`dispute-line-${line.lineNo}`}>
                    异议
                  </Button>
                )
              )}
            </Box>
          </tr>
        ))}
      </Table>
      {payments.length > 0 && (
        <>
          <Box sx={{ fontSize: 14, fontWeight: 600, mt: 2, mb: 1 }}>本期回款</Box>
          <ColumnTable columns={PAYMENT_COLUMNS} rows={payments} testId="statement-payments" />
        </>
      )}
      {credits.length > 0 && (
        <>
          <Box sx={{ fontSize: 14, fontWeight: 600, mt: 2, mb: 1 }}>本期减免</Box>
          <ColumnTable columns={CREDIT_COLUMNS} rows={credits} testId="statement-credits" />
        </>
      )}
      {statement.disputes.length > 0 && (
        <>
          <Box sx={{ fontSize: 14, fontWeight: 600, mt: 2, mb: 1 }}>异议记录</Box>
          {statement.disputes.map((dispute) => {
            const line = statement.lines.find((candidate) => candidate.id === dispute.lineId);
            return (
              <Box
                key={dispute.id}
                sx={{
                  fontSize: 13.5,
                  mb: 1,
                  p: 1,
                  bgcolor: 'notice.dispute',
                  borderRadius: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                <Box>
                  第 {line?.lineNo} 行（{line?.orderNo}）：{dispute.comment} · {dispute.statusText}
                </Box>
                {dispute.resolution && <Box sx={{ color: 'text.secondary' }}>处理意见：{dispute.resolution}</Box>}
              </Box>
            );
          })}
        </>
      )}
      <DisputeDialog statementId={statement.id} line={disputing} onClose={() => setDisputing(null)} />
    </>
  );
}
