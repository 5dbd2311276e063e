import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../../common/lazy/exceljs.js';
import { INDEX_MAX_LENGTH, INDEX_MIN_LENGTH, TEMPLATE_TYPE_LABELS, type TemplateTypeValue } from '@seqportal/contract';
import { exampleValues } from './sample-sheet-example.js';
import {
  columnLetter,
  INSTRUCTIONS_SHEET_NAME,
  layoutsFor,
  OPTIONS_SHEET_NAME,
  type SheetColumn,
  type SheetLayout,
} from './sample-sheet-layout.js';

/** A SKU the template offers in its product-code list. */
export interface TemplateSku {
  skuCode: string;
  goodsName: string;
  skuName: string;
}

export interface TemplateOptions {
  /** Rows that get the validation lists: the import's row cap plus the header and example rows. */
  dataRows: number;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E7F5' } };
const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF808080' } };

function quoteSheet(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

interface OptionList {
  key: string;
  title: string;
  values: readonly string[];
  /** Absolute range on the options sheet, for a list validation. */
  range: string;
}

/** One list per select column, kept on a hidden sheet: Excel caps inline lists at 255 characters. */
function optionLists(layouts: readonly SheetLayout[], skus: readonly TemplateSku[]): OptionList[] {
  const lists: Array<Omit<OptionList, 'range'>> = [
    { key: 'skuCode', title: '产品编码', values: skus.map((sku) => sku.skuCode) },
  ];
  for (const layout of layouts) {
    for (const column of layout.columns) {
      const key = `${column.list}.${column.field.key}`;
      if (column.field.kind === 'select' && column.field.options)
        lists.push({ key, title: column.field.label, values: column.field.options });
      else if (column.field.kind === 'boolean') lists.push({ key, title: column.field.label, values: ['是', '否'] });
    }
  }
  return lists.map((list, index) => {
    const letter = columnLetter(index + 1);
    return {
      ...list,
      range: `${quoteSheet(OPTIONS_SHEET_NAME)}!$${letter}$2:$${letter}$${Math.max(2, list.values.length + 1)}`,
    };
  });
}

function addOptionsSheet(workbook: ExcelJS.Workbook, lists: readonly OptionList[], skus: readonly TemplateSku[]): void {
  const sheet = workbook.addWorksheet(OPTIONS_SHEET_NAME, { state: 'veryHidden' });
  lists.forEach((list, index) => {
    const letter = columnLetter(index + 1);
    sheet.getCell(`${letter}1`).value = list.title;
    list.values.forEach((value, row) => {
      sheet.getCell(`${letter}${row + 2}`).value = value;
    });
  });
  // The product names beside the codes, for a customer who unhides the sheet to look one up.
  const names = columnLetter(lists.length + 1);
  sheet.getCell(`${names}1`).value = '产品名称';
  skus.forEach((sku, row) => {
    sheet.getCell(`${names}${row + 2}`).value = `${sku.skuCode} ${sku.goodsName} ${sku.skuName}`;
  });
}

function validationFor(column: SheetColumn, ranges: Map<string, string>): ExcelJS.DataValidation | null {
  const { field } = column;
  const label = field.label;
  if (field.key === 'skuCode') {
    return {
      type: 'list',
      allowBlank: true,
      formulae: [ranges.get('skuCode')],
      showErrorMessage: true,
      errorTitle: label,
      error: `请从列表中选择${label}`,
    };
  }
  const listRange = ranges.get(`${column.list}.${field.key}`);
  if (listRange) {
    // A free-text select (sub-library type id 3) offers the list but accepts other text.
    return {
      type: 'list',
      allowBlank: true,
      formulae: [listRange],
      showErrorMessage: !field.freeText,
      errorTitle: label,
      error: `请从列表中选择${label}`,
    };
  }
  if (field.kind === 'number') {
    return {
      type: field.integer ? 'whole' : 'decimal',
      operator: 'between',
      allowBlank: true,
      formulae: [field.allowZero ? 0 : field.integer ? 1 : 0, field.max ?? 100000],
      showErrorMessage: true,
      errorTitle: label,
      error: field.allowZero ? `${label}应为0-${field.max ?? ''}的数字` : `${label}应为大于0的数字`,
    };
  }
  if (field.kind === 'index') {
    return {
      type: 'textLength',
      operator: 'between',
      allowBlank: true,
      formulae: [INDEX_MIN_LENGTH, INDEX_MAX_LENGTH],
      showErrorMessage: true,
      errorTitle: label,
      error: `${label}为${INDEX_MIN_LENGTH}-${INDEX_MAX_LENGTH}位A/C/G/T`,
    };
  }
  if (field.maxLength) {
    return {
      type: 'textLength',
      operator: 'lessThanOrEqual',
      allowBlank: true,
      formulae: [field.maxLength],
      showErrorMessage: true,
      errorTitle: label,
      error: `${label}不能超过${field.maxLength}个字符`,
    };
  }
  return null;
}

/** exceljs has range validations (`A2:A5001`) but its typings omit the worksheet's dataValidations. */
function addValidation(sheet: ExcelJS.Worksheet, range: string, validation: ExcelJS.DataValidation): void {
  (
    sheet as unknown as { dataValidations: { add(address: string, value: ExcelJS.DataValidation): void } }
  ).dataValidations.add(range, validation);
}

function addDataSheet(
  workbook: ExcelJS.Workbook,
  layout: SheetLayout,
  ranges: Map<string, string>,
  options: TemplateOptions,
): void {
  const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.columns.map((column) => ({ header: column.title, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  const example = sheet.addRow(exampleValues(layout));
  example.font = EXAMPLE_FONT;
  const lastRow = options.dataRows + 1;
  layout.columns.forEach((column, index) => {
    const letter = columnLetter(index + 1);
    const validation = validationFor(column, ranges);
    if (validation) addValidation(sheet, `${letter}2:${letter}${lastRow}`, validation);
    if (column.field.kind === 'index' || column.field.kind === 'text') {
      // Text format keeps codes such as 0001 and long digit runs from turning into numbers.
      sheet.getColumn(index + 1).numFmt = '@';
    }
  });
}

function addInstructions(
  workbook: ExcelJS.Workbook,
  templateType: TemplateTypeValue,
  layouts: readonly SheetLayout[],
  options: TemplateOptions,
): void {
  const sheet = workbook.addWorksheet(INSTRUCTIONS_SHEET_NAME);
  sheet.getColumn(1).width = 110;
  const lines: string[] = [
    `${TEMPLATE_TYPE_LABELS[templateType]}样本信息表 填写说明`,
    '',
    '1. 每个工作表的第1行为表头，请勿修改或删除；列的顺序可以调整。带 * 的列为必填。',
    '2. 第2行为灰色示例行，保持原样时导入会自动忽略；修改后将作为样本导入。',
    `3. 每次最多导入 ${options.dataRows} 行样本；文件须为 .xlsx 格式（Excel、WPS、LibreOffice 保存均可）。`,
    '4. 产品编码请从下拉列表中选择，须与所下单的产品一致。',
    '5. 数字列（管数、文库浓度、数据量、Lane数）须填写大于0的数字；PhiX比例可填0-100。',
  ];
  if (layouts.some((layout) => layout.kind === 'library')) {
    lines.push(
      '6. 「文库信息」每行填写一个子文库；同一文库的多个子文库请各占一行，文库名称相同，文库的其他列可只在第一行填写。',
      `7. i7 index、i5 index 为 ${INDEX_MIN_LENGTH}-${INDEX_MAX_LENGTH} 位 A/C/G/T；单端 index 文库的 i5 留空。`,
      '8. i5 index 请按正向链（forward strand）填写，即 Illumina 接头序列文档中 MiSeq / NovaSeq 6000 v1.0 试剂一列的序列；系统会按测序仪自动换算反向互补。',
      '9. 同一 Lane 内任意两个子文库的 index 至少相差 3 个碱基（双端 index 按 i7 与 i5 合计），否则无法拆分数据，提交时将提示冲突。',
      '10. 子文库类型可从列表选择，也可直接填写其他类型。',
      '11. 「Lane信息」填写包 Lane 的文库：Lane编号、文库名称（须与「文库信息」中的文库名称一致）、Lane数、PhiX比例(%)。',
    );
  }
  lines.forEach((line, index) => {
    const cell = sheet.getCell(`A${index + 1}`);
    cell.value = line;
    if (index === 0) cell.font = { bold: true, size: 14 };
  });
}

/** The Excel template of one product type, with validation lists, an example row and instructions. */
export async function buildSampleTemplate(
  templateType: TemplateTypeValue,
  skus: readonly TemplateSku[],
  options: TemplateOptions,
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'SeqPortal';
  const layouts = layoutsFor(templateType);
  const lists = optionLists(layouts, skus);
  const ranges = new Map(lists.map((list) => [list.key, list.range]));
  // Data sheets first: the sheet a customer sees on opening the file is the one to fill in.
  for (const layout of layouts) addDataSheet(workbook, layout, ranges, options);
  addInstructions(workbook, templateType, layouts, options);
  addOptionsSheet(workbook, lists, skus);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
