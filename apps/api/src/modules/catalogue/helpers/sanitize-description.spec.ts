import { loadDescriptionSanitiser, sanitizeDescription } from './sanitize-description.js';

beforeAll(() => loadDescriptionSanitiser());

describe('sanitizeDescription', () => {
  it('drops scripts, event handlers and javascript: links but keeps layout', () => {
    const html = sanitizeDescription(
      '<h3>服务流程</h3><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p style="color:red">正文</p>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:|style=/i);
    expect(html).toContain('<h3>服务流程</h3>');
    expect(html).toContain('<p>正文</p>');
  });

  it('never answers one description with another that has the same length and the same ends', () => {
    const padding = '<p>'.padEnd(200, '序');
    const safe = `${padding}<b>安全的正文正文正文正文正文</b>${padding}`;
    const unsafe = `${padding}<script>x()</script>${padding}`;
    expect(safe.length).toBe(unsafe.length);
    expect(sanitizeDescription(safe)).toContain('<b>安全的正文正文正文正文正文</b>');
    const cleaned = sanitizeDescription(unsafe);
    expect(cleaned).not.toContain('script');
    expect(cleaned).not.toContain('安全的正文');
    // And back again: the first text is not mixed up with the second after the second replaced it.
    expect(sanitizeDescription(safe)).toContain('<b>安全的正文正文正文正文正文</b>');
  });
});
