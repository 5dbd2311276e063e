import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderPrintResponse } from '@seqportal/contract';
import { useSession } from '@/lib/auth';
import { useOrderPrint } from '../api/get-order-print';
import { printDate } from '../lib/print-date';
import { DocHeading, DocTable, DocTitle, KeyValues, ProviderHeader } from './document-parts';
import { PrintFrame } from './print-frame';

export const ORDER_PRINT_TITLE = '技术服务订单';

export function OrderPrintDocument({ print }: { print: OrderPrintResponse }) {
  const order = print.data[0];
  return (
    <>
      <ProviderHeader name={print.provider.name} logo={print.provider.logo} />
      <DocTitle>{print.title}</DocTitle>
      <KeyValues
        testId="order-print-info"
        rows={[
          ['订单编号', order?.orderNo ?? ''],
          ['报价日期', printDate(print.quoteDate)],
          ['客户单位', print.customer.company],
          ['联系人', print.customer.name],
          ['联系电话', print.customer.phone],
          ['电子邮箱', print.customer.email],
          ['合同', order?.contractName ?? '无'],
          ['订单状态', order?.orderStatus.name ?? ''],
        ]}
      />
      <DocHeading>订单明细</DocHeading>
      <DocTable
        testId="order-print-details"
        columns={[
          { header: '序号', width: '7%', align: 'center' },
          { header: '商品名称', width: '33%' },
          { header: '规格', width: '18%' },
          { header: '单价（元）', width: '15%', align: 'right' },
          { header: '数量', width: '10%', align: 'center' },
          { header: '金额（元）', width: '17%', align: 'right' },
        ]}
        rows={(order?.goods ?? []).map((goods, index) => [
          index + 1,
          goods.goodsName,
          goods.skuName,
          goods.skuPrice,
          goods.goodsCount,
          goods.actualPrice,
        ])}
      />
      <Typography data-testid="order-print-tax" sx={{ mt: 1, fontSize: 13, textAlign: 'right' }}>
        不含税金额：{print.tax.net}元；{print.tax.line}
      </Typography>
      <DocHeading>产品清单</DocHeading>
      {print.productList.length === 0 ? (
        <Typography sx={{ fontSize: 13, color: 'print.muted' }}>无</Typography>
      ) : (
        <DocTable
          testId="order-print-products"
          minWidth={520}
          columns={[
            { header: '产品', width: '40%' },
            { header: '规格', width: '26%' },
            { header: '单价（元）', width: '18%', align: 'right' },
            { header: '数量', width: '16%', align: 'center' },
          ]}
          rows={print.productList.map((product) => [product.name, product.title, product.unitPrice, product.count])}
        />
      )}
      <DocHeading>合同条款</DocHeading>
      <DocTable
        testId="order-print-clauses"
        minWidth={0}
        columns={[
          { header: '条款', width: '10%', align: 'center' },
          { header: '内容', width: '90%' },
        ]}
        rows={[...print.clauses, print.creditClause].map((clause, index) => [index + 1, clause])}
      />
      <Typography sx={{ mt: 1, fontSize: 13 }}>本订单金额为含税价，{print.tax.line}。</Typography>
      <Box sx={{ mt: 4 }}>
        <KeyValues
          rows={[
            ['服务方（盖章）', print.provider.name],
            ['客户（盖章）', print.customer.company],
          ]}
        />
      </Box>
    </>
  );
}

/** /order_print?orderNo: the technology service order; a new orderNo loads that order (spec part 2 section 2.13). */
export function OrderPrintView({ orderNo }: { orderNo: string }) {
  const { user } = useSession();
  const query = useOrderPrint(user?.id ?? null, orderNo);
  return (
    <PrintFrame
      title={ORDER_PRINT_TITLE}
      orderNo={orderNo}
      query={query}
      pdf={{ route: 'GetOrderPrintPdf', fileName: `技术服务订单-${orderNo}.pdf` }}
    >
      {(print) => <OrderPrintDocument print={print} />}
    </PrintFrame>
  );
}
