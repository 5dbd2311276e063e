import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_MIN_INDEX_DISTANCE,
  SAMPLE_FIELDS,
  type SampleFieldSpec,
  type SampleListKind,
} from '@seqportal/contract';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';

const SHEETS: Array<{ list: SampleListKind; sheet: string; note: string }> = [
  { list: 'yb', sheet: '样本信息', note: '生物样本模板：每行一个样本 × 服务。' },
  {
    list: 'wk',
    sheet: '文库信息',
    note: '文库模板：每个文库一行，其子文库在同一行右侧填写；一个文库有多个子文库时，下一行只填子文库列。',
  },
  { list: 'lane', sheet: 'Lane信息', note: '包Lane时填写：Lane编号与文库名称对应，同一Lane上的index不能冲突。' },
];

function exampleText(field: SampleFieldSpec): string {
  if (typeof field.example === 'boolean') return field.example ? '是' : '否';
  return String(field.example);
}

function ruleText(field: SampleFieldSpec): string {
  if (field.kind === 'index') return '仅A、C、G、T，6–32个碱基';
  if (field.kind === 'select') return `从下拉列表选择${field.freeText ? '（也可填写其他类型）' : ''}`;
  if (field.kind === 'boolean') return '是 / 否';
  if (field.kind === 'number') return field.integer ? '正整数' : '数字';
  if (field.key === 'skuCode') return '合同商品的产品编码，模板下拉列表已列出';
  return field.maxLength ? `不超过${field.maxLength}个字符` : '文字';
}

/** The filled library row of the template, drawn like the spreadsheet so the customer can compare. */
function FilledRowPicture() {
  const columns = [...SAMPLE_FIELDS.wk, ...SAMPLE_FIELDS.zwk];
  const letter = (index: number) => String.fromCharCode(65 + index);
  const cell = {
    border: '1px solid',
    borderColor: 'sheet.rule',
    px: 1,
    py: 0.5,
    whiteSpace: 'nowrap',
    fontSize: 12,
  } as const;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ overflowX: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          role="img"
          aria-label="文库信息表已填写的一行示例"
          sx={{
            borderCollapse: 'collapse',
            fontFamily: 'Calibri, "Microsoft YaHei", sans-serif',
            bgcolor: 'sheet.paper',
          }}
        >
          <tbody>
            <tr>
              <Box component="td" sx={{ ...cell, bgcolor: 'sheet.headerCell' }} />
              {columns.map((field, index) => (
                <Box
                  component="td"
                  key={`l-${field.key}-${index}`}
                  sx={{ ...cell, bgcolor: 'sheet.headerCell', textAlign: 'center' }}
                >
                  {letter(index)}
                </Box>
              ))}
            </tr>
            <tr>
              <Box component="td" sx={{ ...cell, bgcolor: 'sheet.headerCell' }}>
                1
              </Box>
              {columns.map((field, index) => (
                <Box
                  component="td"
                  key={`h-${field.key}-${index}`}
                  sx={{ ...cell, bgcolor: 'sheet.highlightCell', fontWeight: 600 }}
                >
                  {field.required ? '*' : ''}
                  {field.label}
                </Box>
              ))}
            </tr>
            <tr>
              <Box component="td" sx={{ ...cell, bgcolor: 'sheet.headerCell' }}>
                2
              </Box>
              {columns.map((field, index) => (
                <Box component="td" key={`v-${field.key}-${index}`} sx={cell}>
                  {exampleText(field)}
                </Box>
              ))}
            </tr>
          </tbody>
        </Box>
      </Box>
      <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
        图：文库模板「文库信息」表中已填写的一行（带 * 的列必填）
      </Typography>
    </Box>
  );
}

/**
 * /order_introduce (700, spec part 2 section 2.7): how to fill the contract batch template, with the columns and
 * rules of the shared sample rules (the ones the server checks the upload with) and a picture of a filled row.
 */
export function OrderIntroduceLayer(_props: LayerBodyProps) {
  const openLayer = useOpenLayer();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="order-introduce">
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        <li>在「合同模板下载」中选择合同，下载生物样本或文库模板（模板只列出该合同的商品）。</li>
        <li>按下表在对应工作表中填写，每行一个样本 × 服务；不要修改表头和工作表名称。</li>
        <li>保存为 .xlsx（或导出为 .csv）后，在「一键下单」中上传：每行按合同价计价并逐行校验。</li>
        <li>有错误的行会标出原因，可下载标注文件修改后重新上传，或先为有效行下单。</li>
      </Box>
      <FilledRowPicture />
      {SHEETS.map(({ list, sheet, note }) => (
        <Box key={list}>
          <Typography sx={{ fontWeight: 600 }}>工作表「{sheet}」</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {note}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 13, display: 'grid', gap: 0.25 }}>
            {(list === 'wk' ? [...SAMPLE_FIELDS.wk, ...SAMPLE_FIELDS.zwk] : SAMPLE_FIELDS[list]).map((field, index) => (
              <li key={`${field.key}-${index}`}>
                <b>{field.label}</b>
                {field.required ? '（必填）' : '（选填）'}：{ruleText(field)}
                {exampleText(field) ? `，例：${exampleText(field)}` : ''}
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        同一文库内或同一Lane上的子文库，i7+i5 index至少相差{DEFAULT_MIN_INDEX_DISTANCE}
        个碱基，否则会被标为index冲突（也会与该Lane上已预订的文库比对）。 生物样本与文库不能在同一张表中下单。
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => openLayer(paths.contractShow)}>
          下载合同模板
        </Button>
        <Button variant="outlined" onClick={() => openLayer(paths.placeOrder)}>
          上传批量下单表
        </Button>
      </Stack>
    </Stack>
  );
}
