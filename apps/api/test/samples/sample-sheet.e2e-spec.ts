import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { bearer } from '../support/bearer.js';
import type { TestCustomer } from '../support/customer-session.js';
import { buildZip, deflateRepeated, minimalWorkbookParts } from './support/zip-builder.js';
import { LANE_TITLES, LIBRARY_TITLES, BIOLOGICAL_TITLES, libraryRow, workbookBuffer } from './support/sheet-builder.js';
import { as } from './samples-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const UPLOAD = '/api/File/uploadExcel';
const PARSE = '/api/NewWork/ParseSampleExcel';

describe('sample sheets', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  const upload = (who: TestCustomer | null, content: Buffer, name = '样本信息表.xlsx') => {
    const request = t.http.post(UPLOAD);
    if (who) request.set(bearer(who.token));
    return request.attach('file', content, name);
  };
  const uploadAndParse = async (who: TestCustomer, content: Buffer) => {
    const uploaded = await upload(who, content);
    expect(uploaded.body.code).toBe(0);
    return (await as(t, who).post(PARSE, { Path: uploaded.body.body.files[0].url })).body;
  };
  const storedSheets = async (memberId: number) => {
    const { StorageService } = await import('../../src/infra/storage/storage.service.js');
    return t.app.get(StorageService).list('uploads', `coi/sample-sheets/${memberId}/`);
  };

  describe('templates', () => {
    it('downloads the library template with validation lists, an example row and instructions', async () => {
      const response = await as(t, t.personal)
        .get('/api/NewOrder/DownLoadExcel', { templateType: 'LIBRARY' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent('文库样本信息表.xlsx'));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as ExcelJS.Buffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['文库信息', 'Lane信息', '填写说明', '选项']);
      const data = workbook.getWorksheet('文库信息');
      expect(data?.getRow(1).values).toEqual([undefined, ...LIBRARY_TITLES]);
      expect(data?.getCell('L2').value).toBe('CCGCGGTT');
      const validation = (
        data as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }
      ).dataValidations.model;
      // exceljs expands the ranges it reads into cells: rows 2 to 5001 (the row cap) carry the lists.
      expect(validation.A2).toMatchObject({
        type: 'list',
        formulae: [expect.stringMatching(/^'选项'!\$A\$2:\$A\$\d+$/)],
      });
      expect(validation.A5001).toMatchObject({ type: 'list' });
      expect(validation.L2).toMatchObject({ type: 'textLength' });
      const options = workbook.getWorksheet('选项');
      expect(options?.getColumn(1).values).toEqual(expect.arrayContaining(['LIB-NOVA-10G', 'LIB-DNB-LANE']));
      expect(options?.getColumn(1).values).not.toContain('WGS-HU-30X');
      const instructions = workbook.getWorksheet('填写说明')?.getColumn(1).values.map(String).join('\n');
      expect(instructions).toContain('第2行为灰色示例行');
      expect(instructions).toContain('正向链（forward strand）');
    });

    it('gives a template that parses to nothing until it is filled in', async () => {
      const response = await as(t, t.personal)
        .get('/api/NewOrder/DownLoadExcel', { templateType: 'SAMPLE' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const parsed = await uploadAndParse(t.personal, response.body as Buffer);
      expect(parsed).toMatchObject({
        code: 400,
        body: { list: [{ msg: '未找到样本信息，请使用下载的模板填写后上传', row: 0 }] },
      });
    });

    it('refuses an unknown template type', async () => {
      const response = await as(t, t.personal).get('/api/NewOrder/DownLoadExcel', {
        templateType: 'DELIVERY_ANALYSIS',
      });
      expect(response.body).toMatchObject({ code: 400, message: '模板类型不正确' });
    });

    it("links a contract's template listing only the chosen products", async () => {
      const contract = (await t.dataSource.query("SELECT id FROM contract WHERE contract_no = 'HT-2026-BJ-001'"))[0]
        .id as number;
      const skuIds = [await skuIdOf(t, 'LIB-NOVA-10G'), await skuIdOf(t, 'LIB-DNB-10G')];
      const response = await as(t, t.beijing).get('/api/NewOrder/GetContractTemplate', {
        skuId: skuIds.join(','),
        contractId: contract,
      });
      expect(response.body.code).toBe(0);
      const file = await fetch(response.body.body.path as string);
      expect(file.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.arrayBuffer());
      expect(workbook.getWorksheet('选项')?.getColumn(1).values).toEqual([
        undefined,
        '产品编码',
        'LIB-NOVA-10G',
        'LIB-DNB-10G',
      ]);
    });

    it("answers 404 for another customer's contract and refuses mixed product kinds", async () => {
      const shanghai = (await t.dataSource.query("SELECT id FROM contract WHERE contract_no = 'HT-2026-SH-001'"))[0]
        .id as number;
      const library = await skuIdOf(t, 'LIB-NOVA-10G');
      expect(
        (
          await as(t, t.beijing).get('/api/NewOrder/GetContractTemplate', {
            skuId: String(library),
            contractId: shanghai,
          })
        ).body.code,
      ).toBe(404);
      const wgs = await skuIdOf(t, 'WGS-HU-30X');
      const wes = await skuIdOf(t, 'WES-HU-100X');
      const mixedContract = shanghai;
      const ok = await as(t, t.shanghai).get('/api/NewOrder/GetContractTemplate', {
        skuId: `${wgs},${wes}`,
        contractId: mixedContract,
      });
      expect(ok.body.code).toBe(0);
      const outside = await as(t, t.shanghai).get('/api/NewOrder/GetContractTemplate', {
        skuId: `${wgs},${library}`,
        contractId: mixedContract,
      });
      expect(outside.body.code).toBe(184);
    });
  });

  describe('uploadExcel', () => {
    it("stores the sheet under the customer's prefix and answers its path", async () => {
      const content = await workbookBuffer([{ name: '文库信息', rows: [LIBRARY_TITLES] }]);
      const response = await upload(t.personal, content);
      expect(response.body).toMatchObject({
        code: 0,
        message: '上传成功',
        body: { files: [{ name: '样本信息表.xlsx', size: content.length }] },
      });
      expect(response.body.body.files[0].url).toMatch(
        new RegExp(`^coi/sample-sheets/${t.personal.memberId}/[0-9a-f-]{36}\\.xlsx$`),
      );
    });

    it('refuses a 20 MB file with 11001 and stores nothing', async () => {
      const before = (await storedSheets(t.wangwei.memberId)).length;
      const response = await upload(t.wangwei, Buffer.alloc(20 * 1024 * 1024, 0x41));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 11001, message: '您上传的文件超出10MB，请重新上传' });
      expect(await storedSheets(t.wangwei.memberId)).toHaveLength(before);
    });

    it.each([
      ['an .xls name', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), '旧格式.xls'],
      ['a PDF renamed to .xlsx', Buffer.from('%PDF-1.7 not a sheet'), '伪装.xlsx'],
      ['a CSV', Buffer.from('产品编码,样本名称\nLIB-NOVA-10G,A'), 'samples.csv'],
    ])('refuses %s with 11002, saying that only .xlsx is accepted', async (_, content, name) => {
      const response = await upload(t.personal, content, name);
      expect(response.body).toMatchObject({ code: 11002, message: '仅支持xlsx格式文件，请使用下载的模板填写后上传' });
    });

    it('needs a customer token and a file', async () => {
      expect((await upload(null, Buffer.from('x'))).body.code).toBe(100);
      const empty = await as(t, t.personal).post(UPLOAD, { nothing: true });
      expect(empty.body.code).toBe(11002);
    });
  });

  describe('ParseSampleExcel', () => {
    it('reads a filled library sheet into libraries, lanes and the SKU counts', async () => {
      const content = await workbookBuffer([
        {
          name: '文库信息',
          rows: [
            LIBRARY_TITLES,
            libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG'),
            libraryRow('LIB-01', 'LIB-01-B', 'TTATAACC', 'GATATCGA'),
            libraryRow('LIB-02', 'LIB-02-A', 'GGACTTGG', 'CGCAGACG', { skuCode: 'LIB-NOVA-30G', isLan: '是' }),
          ],
        },
        { name: 'Lane信息', rows: [LANE_TITLES, ['L-X-1', 'LIB-02', 1, 1]] },
      ]);
      const parsed = await uploadAndParse(t.personal, content);
      expect(parsed.code).toBe(0);
      expect(parsed.body).toMatchObject({
        list: [],
        templateType: 'LIBRARY',
        rowCount: 4,
        lanList: [{ lanId: 'L-X-1', wkName: 'LIB-02', num: 1, phix: 1 }],
      });
      expect(parsed.body.skuList).toEqual(
        expect.arrayContaining([
          { skuId: await skuIdOf(t, 'LIB-NOVA-10G'), count: 1 },
          { skuId: await skuIdOf(t, 'LIB-NOVA-30G'), count: 1 },
        ]),
      );
      expect(parsed.body.wkList[0].zwkList).toHaveLength(2);
    });

    it('reads biological samples', async () => {
      const content = await workbookBuffer([
        {
          name: '样本信息',
          rows: [
            BIOLOGICAL_TITLES,
            ['WGS-HU-30X', 'S1', '血液-1', 'DNA', '人', 1],
            ['WGS-HU-30X', 'S2', '血液-2', 'DNA', '人', 2],
          ],
        },
      ]);
      const parsed = await uploadAndParse(t.personal, content);
      expect(parsed).toMatchObject({
        code: 0,
        body: { templateType: 'SAMPLE', skuList: [{ skuId: await skuIdOf(t, 'WGS-HU-30X'), count: 2 }] },
      });
      // The product by name and code, for the 产品编码 select of /sample_input.
      const [goods] = await t.dataSource.query<Array<{ name: string; spec_name: string }>>(
        `SELECT g.name, s.spec_name FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.sku_code = 'WGS-HU-30X'`,
      );
      expect(parsed.body.products).toEqual([
        { skuCode: 'WGS-HU-30X', goodsName: goods!.name, skuName: goods!.spec_name, kind: 'yb' },
      ]);
    });

    it('answers every error with its row and column', async () => {
      const content = await workbookBuffer([
        {
          name: '文库信息',
          rows: [
            LIBRARY_TITLES,
            libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG'),
            libraryRow('LIB-01', 'LIB-01-B', 'TTATAACN', 'GATATCGA'),
            libraryRow('LIB-02', 'LIB-02-A', 'GGACTTGG', 'CGCAGACG', { skuCode: 'NO-SUCH-SKU', num: 0 }),
            // The same indexes as row 2, in another library without a lane: it would share a lane with it.
            libraryRow('LIB-03', 'LIB-03-A', 'CCGCGGTT', 'AGCGCTAG'),
          ],
        },
      ]);
      const parsed = await uploadAndParse(t.personal, content);
      expect(parsed.code).toBe(400);
      expect(parsed.message).toBe('样本表有4处错误，请修改后重新上传');
      expect(parsed.body.list).toEqual([
        {
          msg: '文库信息 第3行 L列（i7 index）：i7 index格式不正确',
          sheet: '文库信息',
          row: 3,
          column: 'L',
          title: 'i7 index',
          message: 'i7 index格式不正确',
        },
        {
          msg: '文库信息 第4行 A列（产品编码）：产品编码NO-SUCH-SKU不存在',
          sheet: '文库信息',
          row: 4,
          column: 'A',
          title: '产品编码',
          message: '产品编码NO-SUCH-SKU不存在',
        },
        {
          msg: '文库信息 第4行 F列（管数）：管数不能为空',
          sheet: '文库信息',
          row: 4,
          column: 'F',
          title: '管数',
          message: '管数不能为空',
        },
        {
          msg: '文库信息 第5行 L列（i7 index）：子文库LIB-03-A与第2行子文库LIB-01-A的index冲突：相差0个碱基，至少需要3个',
          sheet: '文库信息',
          row: 5,
          column: 'L',
          title: 'i7 index',
          message: '子文库LIB-03-A与第2行子文库LIB-01-A的index冲突：相差0个碱基，至少需要3个',
        },
      ]);
    });

    it('reads the LibreOffice-saved fixture and reports its errors by row and column', async () => {
      const parsed = await uploadAndParse(
        t.personal,
        readFileSync(new URL('./fixtures/library-sheet.libreoffice.xlsx', import.meta.url)),
      );
      expect(parsed.code).toBe(400);
      expect(
        parsed.body.list.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]),
      ).toEqual([
        [3, 'L', 'i7 index格式不正确'],
        [5, 'F', '管数不能为空'],
      ]);
    });

    it('refuses a zip bomb with a message, after inflating no more than the budget', async () => {
      const bomb = await deflateRepeated(200 * 1024 * 1024);
      const sheet =
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>';
      const content = buildZip([
        ...minimalWorkbookParts(sheet),
        { name: 'xl/worksheets/sheet2.xml', deflated: bomb, declaredSize: 60 * 1024 * 1024 },
      ]);
      expect(content.length).toBeLessThan(1024 * 1024);
      const before = process.memoryUsage().rss;
      const parsed = await uploadAndParse(t.personal, content);
      expect(parsed).toMatchObject({ code: 11001, message: '您上传的文件解压后超过64MB，请重新上传' });
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    });

    it('refuses a sheet over the row cap', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('样本信息');
      sheet.addRow(BIOLOGICAL_TITLES);
      for (let i = 0; i < 5001; i += 1) sheet.addRow(['WGS-HU-30X', `S${i}`, `血液-${i}`, 'DNA', '人', 1]);
      const parsed = await uploadAndParse(t.personal, Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(parsed).toMatchObject({ code: 400, message: '样本表最多5000行，请拆分后分批上传' });
    });

    it('refuses a sheet mixing biological samples and libraries', async () => {
      const content = await workbookBuffer([
        { name: '样本信息', rows: [BIOLOGICAL_TITLES, ['WGS-HU-30X', 'S1', '血液-1', 'DNA', '人', 1]] },
        { name: '文库信息', rows: [LIBRARY_TITLES, libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG')] },
      ]);
      const parsed = await uploadAndParse(t.personal, content);
      expect(parsed.body.list.map((e: { msg: string }) => e.msg)).toContain(
        '您选择的产品不能同时包含生物产品和文库产品！',
      );
    });

    it("answers 404 for another customer's upload and for paths outside the sheets", async () => {
      const uploaded = await upload(t.personal, await workbookBuffer([{ name: '文库信息', rows: [LIBRARY_TITLES] }]));
      const path = uploaded.body.body.files[0].url as string;
      expect((await as(t, t.wangwei).post(PARSE, { Path: path })).body).toMatchObject({
        code: 404,
        message: '文件不存在',
      });
      expect((await as(t, t.personal).post(PARSE, { Path: 'coi/templates/1/x.xlsx' })).body.code).toBe(404);
      expect((await as(t, t.personal).post(PARSE, { Path: '../../etc/passwd' })).body.code).toBe(404);
      expect((await as(t, t.personal).post(PARSE, { Path: '' })).body).toMatchObject({
        code: 400,
        message: '请先上传样本表',
      });
    });
  });
});
