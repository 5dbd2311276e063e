import { bearer } from '../support/bearer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedStaff } from '../support/staff-session.js';
import { authConfig, type AuthConfig } from '../../src/config/configuration.js';
import { StorageService } from '../../src/infra/storage/storage.service.js';
import { signFileLink } from '../../src/modules/accounts/certification/helpers/signed-link.js';
import { newCompany, newPersonal, pngOfSize, SAMPLE_FILES } from './certification-kit.js';

describe('POST /api/File/uploadFile (certification files)', () => {
  let t: TestApp;
  let storage: StorageService;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    storage = t.app.get(StorageService);
  });
  afterAll(() => t.close());

  const upload = (token: string | null, content: Buffer, name: string, kind?: string) => {
    const call = t.http.post('/api/File/uploadFile').query(kind ? { kind } : {});
    return call.set(bearer(token)).attach('file', content, name);
  };
  const storedRows = async (memberId: number) =>
    Number(
      (await t.dataSource.query('SELECT count(*)::int AS n FROM uploaded_file WHERE member_id = $1', [memberId]))[0].n,
    );
  const storedObjects = (prefix: string) => storage.list('uploads', prefix);

  it.each([
    ['png', 'licence.png', 'png', 'image/png'],
    ['jpg', 'scan.jpg', 'jpg', 'image/jpeg'],
    ['jpg', 'scan.jpeg', 'jpg', 'image/jpeg'],
    ['pdf', 'contract.pdf', 'pdf', 'application/pdf'],
  ] as const)(
    'stores a %s (%s) privately under the organisation and answers a link that opens it',
    async (sample, name, format, contentType) => {
      const company = await newCompany(t);
      const response = await upload(company.token, SAMPLE_FILES[sample], name, 'business');
      expect(response.body.code).toBe(0);
      expect(response.body.message).toBe('上传成功');
      const [file] = response.body.body.files;
      expect(file).toMatchObject({ name, size: SAMPLE_FILES[sample].length, format });
      expect(file.url).toMatch(new RegExp(`^certification/org-${company.organisationId}/[0-9a-f-]{36}\\.${format}$`));
      expect(file.link).toMatch(/^\/api\/File\/view\?key=/);
      const opened = await t.http
        .get(file.link)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(opened.status).toBe(200);
      expect(opened.headers['content-type']).toBe(contentType);
      expect(Buffer.compare(opened.body as Buffer, SAMPLE_FILES[sample])).toBe(0);
      // Private: the bucket object exists, but nothing public points at it.
      expect((await storedObjects(`certification/org-${company.organisationId}/`)).map((o) => o.key)).toContain(
        file.url,
      );
    },
  );

  it('keeps a personal account’s files under the member', async () => {
    const personal = await newPersonal(t);
    const response = await upload(personal.token, SAMPLE_FILES.pdf, 'c.pdf');
    expect(response.body.body.files[0].url).toMatch(new RegExp(`^certification/member-${personal.memberId}/`));
  });

  it.each([
    ['an .exe renamed .jpg', SAMPLE_FILES.exe, 'photo.jpg'],
    ['a text file renamed .png', SAMPLE_FILES.text, 'licence.png'],
    ['an HTML page renamed .pdf', SAMPLE_FILES.html, 'contract.pdf'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('answers 11002 for %s and stores nothing', async (_label, content, name) => {
    const company = await newCompany(t);
    const response = await upload(company.token, content, name, 'contract');
    expect(response.body).toEqual({ code: 11002, message: '仅支持jpg、jpeg、png、pdf格式文件', body: null });
    expect(await storedRows(company.memberId)).toBe(0);
    expect(await storedObjects(`certification/org-${company.organisationId}/`)).toEqual([]);
  });

  it('answers 11001 for a 16 MB contract and stores nothing', async () => {
    const company = await newCompany(t);
    const response = await upload(company.token, pngOfSize(16 * 1024 * 1024), 'big.png', 'contract');
    expect(response.body).toEqual({ code: 11001, message: '您上传的文件超出15MB，请重新上传', body: null });
    expect(await storedRows(company.memberId)).toBe(0);
    expect(await storedObjects(`certification/org-${company.organisationId}/`)).toEqual([]);
  });

  it('answers 11001 for a 6 MB business licence and stores nothing, but takes 6 MB as a contract', async () => {
    const company = await newCompany(t);
    const licence = await upload(company.token, pngOfSize(6 * 1024 * 1024), 'licence.png', 'business');
    expect(licence.body).toEqual({ code: 11001, message: '您上传的文件超出5MB，请重新上传', body: null });
    expect(await storedRows(company.memberId)).toBe(0);
    const contract = await upload(company.token, pngOfSize(6 * 1024 * 1024), 'contract.png', 'contract');
    expect(contract.body.code).toBe(0);
    expect(await storedRows(company.memberId)).toBe(1);
  });

  it('takes a licence of exactly 5 MB', async () => {
    const company = await newCompany(t);
    const response = await upload(company.token, pngOfSize(5 * 1024 * 1024), 'licence.png', 'business');
    expect(response.body.code).toBe(0);
  });

  it('refuses an unknown kind, a missing token and a request without a file', async () => {
    const company = await newCompany(t);
    expect((await upload(company.token, SAMPLE_FILES.png, 'a.png', 'passport')).body).toMatchObject({
      code: 400,
      message: '上传文件类型不正确',
    });
    expect((await upload(null, SAMPLE_FILES.png, 'a.png')).body.code).toBe(100);
    const noFile = await t.http.post('/api/File/uploadFile').set(bearer(company.token)).send({});
    expect(noFile.body).toMatchObject({ code: 11002 });
    expect(await storedRows(company.memberId)).toBe(0);
  });

  it('refuses forged and expired links with 403 and unknown files with 404', async () => {
    const company = await newCompany(t);
    const [file] = (await upload(company.token, SAMPLE_FILES.png, 'a.png')).body.body.files;
    const forged = String(file.link).replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.http.get(forged)).status).toBe(403);
    expect((await t.http.get(forged)).body).toMatchObject({ code: 403, message: '链接无效' });
    // Signed with the app's secret eleven minutes ago: the link lived ten.
    const { jwtSecret } = t.app.get<AuthConfig>(authConfig.KEY);
    const stale = signFileLink(jwtSecret, file.url, Date.now() - 11 * 60 * 1000);
    const expired = await t.http.get(stale);
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe('链接已过期，请刷新页面');
    const missing = signFileLink(jwtSecret, 'certification/org-1/none.png');
    expect((await t.http.get(missing)).status).toBe(404);
  });
});
