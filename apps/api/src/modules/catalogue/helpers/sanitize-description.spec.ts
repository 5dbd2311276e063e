import { sanitizeDescription } from './sanitize-description.js';

describe('sanitizeDescription', () => {
  it('drops scripts, event handlers and javascript: links but keeps layout', () => {
    const html = sanitizeDescription(
      '<h3>服务流程</h3><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p style="color:red">正文</p>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:|style=/i);
    expect(html).toContain('<h3>服务流程</h3>');
    expect(html).toContain('<p>正文</p>');
  });
});
