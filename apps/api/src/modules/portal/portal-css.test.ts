import { describe, expect, it } from 'vitest';
import { sanitizePortalCss } from './portal-css';

describe('customCss sanitising', () => {
  it('keeps ordinary rules', () => {
    expect(sanitizePortalCss('.portal-card { border-radius: 12px; color: #123456; }')).toBe(
      '.portal-card { border-radius: 12px; color: #123456; }',
    );
  });

  it('drops @import, url() to other hosts, expressions, bindings and escapes that spell them', () => {
    const out = sanitizePortalCss(`
      @import url("https://evil.example/x.css");
      @import 'https://evil.example/y.css';
      body { background: url(https://evil.example/track.png); }
      h1 { background-image: url('//evil.example/a.png'); width: expression(alert(1)); }
      p { behavior: url(x.htc); -moz-binding: url(x.xml#xss); }
      a { background: \\75 rl(https://evil.example/e.png); }
      div { background: image-set("https://evil.example/i.png" 1x); }
      b { background: url(javascript:alert(1)); }
      i { background: url(/api/files/ok.png); }
      u { background: url(data:image/png;base64,iVBORw0KGgo=); }
    `);
    expect(out).not.toMatch(/@import|evil\.example|expression\(|behavior|-moz-binding|javascript:/i);
    expect(out).toContain('url("/api/files/ok.png")');
    expect(out).toContain('url("data:image/png;base64,iVBORw0KGgo=")');
  });

  it('empty or missing CSS is an empty stylesheet', () => {
    expect(sanitizePortalCss(null)).toBe('');
    expect(sanitizePortalCss('/* only a comment */')).toBe('');
  });
});
