import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { customerToken } from '../support/customer-session.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('e-mail codes through a real SMTP server (MAIL_PROVIDER=smtp)', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        MAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
        SMTP_FROM: 'SeqPortal <no-reply@seqportal.test>',
      },
    });
    await seedStaff(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the code in an SMTP conversation and takes it back to set the e-mail', async () => {
    const customer = await customerToken(t, '13800000002');
    const email = 'lisi@smtp-test.example.cn';
    const sent = await t.http
      .post('/api/NewPersonalCenter/SendEmailCode')
      .set({ authorization: `Bearer ${customer.token}` })
      .send({ email });
    expect(sent.body.code).toBe(0);
    await vi.waitFor(() => expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1), {
      timeout: 15_000,
    });
    const mail = received.find((candidate) => candidate.to.includes(email))!;
    expect(mail.from).toBe('no-reply@seqportal.test');
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.data).toMatch(/^X-SeqPortal-Purpose: email-code/im);
    // The body is quoted-printable or base64 UTF-8: decode what nodemailer chose.
    const body = mail.data
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    const text = /base64/i.test(mail.data)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body
          .replace(/=\r?\n/g, '')
          .replace(/(=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
    const code = /验证码为 (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const submitted = await t.http
      .post('/api/NewPersonalCenter/SubmitEmail')
      .set({ authorization: `Bearer ${customer.token}` })
      .send({ email, code });
    expect(submitted.body).toEqual({ code: 0, message: '更新成功', body: null });
    // Nothing went to the development outbox.
    expect(await t.dataSource.query('SELECT id FROM mail_outbox_message')).toEqual([]);
  });
});
