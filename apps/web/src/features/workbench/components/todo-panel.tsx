import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TodoItem } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatBusinessTime } from '@/lib/business-time';
import { useTodoList } from '../api/get-todo-list';
import { WorkbenchPanel } from './workbench-panel';

/** The order number is what follows the full-width colon of content1 (spec part 2 section 3). */
export function orderNoOf(item: TodoItem): string | null {
  const index = item.content1.lastIndexOf('：');
  const orderNo = index >= 0 ? item.content1.slice(index + 1).trim() : '';
  return orderNo === '' ? null : orderNo;
}

const TITLE_COLOURS: Record<string, 'warning' | 'info' | 'success'> = {
  订单: 'warning',
  样本: 'info',
  报告: 'success',
  对账单: 'warning',
};

/** Where an item is acted on: a statement (its number after the colon) in the billing centre, else the order. */
function todoLink(item: TodoItem, number: string): string {
  return item.title === '对账单' ? paths.billingCenter : `${paths.myOrderDetail}?orderNo=${encodeURIComponent(number)}`;
}

/** 待办事项: each item links to its order's detail, where the action (pay, samples, express, download) is. */
export function TodoPanel({ memberId }: { memberId: number }) {
  const query = useTodoList(memberId);
  const items = query.data ?? [];
  return (
    <WorkbenchPanel
      title="待办事项"
      testId="todo-panel"
      state={query}
      empty={items.length === 0}
      emptyText="暂无待办事项"
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflowY: 'auto' }}>
        {items.map((item, index) => {
          const orderNo = orderNoOf(item);
          return (
            <Box
              component="li"
              key={`${item.content1}-${index}`}
              data-testid="todo-item"
              sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
            >
              <Chip size="small" label={item.title} color={TITLE_COLOURS[item.title] ?? 'default'} variant="outlined" />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                {orderNo ? (
                  <Link
                    component={RouterLink}
                    to={todoLink(item, orderNo)}
                    sx={{ fontSize: 14, wordBreak: 'break-all' }}
                  >
                    {item.content1}
                  </Link>
                ) : (
                  <Typography sx={{ fontSize: 14 }}>{item.content1}</Typography>
                )}
                <Typography color="text.secondary" sx={{ fontSize: 12 }}>
                  {item.content2}
                </Typography>
              </Box>
              <Typography color="text.secondary" sx={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {formatBusinessTime(item.theDate, 'MM-DD HH:mm')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </WorkbenchPanel>
  );
}
