import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import { DEFAULT_MIN_INDEX_DISTANCE } from '@seqportal/contract';
import type { CollisionLine } from '../lib/draft-collisions';

export interface CollisionReportProps {
  lines: readonly CollisionLine[];
  /** Where the lines come from: the check in the page, or the server's answer to the submission. */
  source: 'table' | 'server';
  minDistance?: number;
}

const BASIS_LABELS: Record<CollisionLine['basis'], string> = {
  i7: 'i7',
  pair: 'i7+i5',
};

function Detail({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: 12.5 }}>
      （{text}）
    </Box>
  );
}

function where(line: CollisionLine): string {
  if (line.sameLibrary) return '同一文库';
  if (line.lanId !== null) return `Lane ${line.lanId}`;
  return '未指定Lane，可能同Lane测序';
}

/**
 * The index collision report: every pair the instrument could not tell apart, with both sample names, the
 * lane they share and their distance, so the customer can change one index rather than guess.
 */
export function CollisionReport({ lines, source, minDistance = DEFAULT_MIN_INDEX_DISTANCE }: CollisionReportProps) {
  if (lines.length === 0) return null;
  const required = lines[0]?.minDistance ?? minDistance;
  return (
    <Box
      role="alert"
      data-testid={source === 'server' ? 'collision-report-server' : 'collision-report'}
      sx={{ border: 1, borderColor: 'notice.border', bgcolor: 'notice.background', borderRadius: 1.5, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: 'notice.text' }}>
        <WarningAmberIcon fontSize="small" />
        {source === 'server' ? '提交未通过：index冲突' : 'index冲突'}（{lines.length}处）
      </Box>
      <Box sx={{ fontSize: 12.5, color: 'text.secondary', mt: 0.5 }}>
        同一Lane上的文库，index的汉明距离需不少于{required}，否则测序数据无法正确拆分。请修改其中一个样本的index。
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, fontSize: 13 }}>
        {lines.map((line, i) => (
          <Box component="li" key={i} data-testid="collision-line" sx={{ py: 0.25 }}>
            <Box component="strong">{line.leftName}</Box>
            {line.leftDetail && <Detail text={line.leftDetail} />} 与 <Box component="strong">{line.rightName}</Box>
            {(line.rightDetail || line.otherOrderNo) && (
              <Detail
                text={[line.otherOrderNo ? `订单 ${line.otherOrderNo}` : '', line.rightDetail ?? '']
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
            ：{where(line)}，{BASIS_LABELS[line.basis]}距离{' '}
            <Box component="strong" data-testid="collision-distance">
              {line.distance}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
