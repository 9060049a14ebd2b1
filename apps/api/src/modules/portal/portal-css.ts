/**
 * Customer Portal → customCss, made safe to serve: nothing in it may load from another host or run code.
 * Removed: comments, CSS escapes (which could spell `url` or `expression` in disguise), @import / @charset /
 * @namespace rules, expression(), behaviours and bindings, javascript:/vbscript: and image-set()/src()
 * functions; url() is kept only for this site's own paths (/…) and inline raster images (data:image/…).
 * The result is served as a stylesheet from this origin, so the app's CSP needs no exception.
 */
const SAFE_URL = /^(\/(?!\/)[^\s"'()\\]*|data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+)$/i;

export function sanitizePortalCss(css: string | null | undefined): string {
  if (!css) return '';
  let out = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  out = out.replace(/\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]?/g, '');
  out = out.replace(/@(import|charset|namespace)\b[^;{}]*(;|$)/gi, '');
  out = out.replace(/\b(expression|(-webkit-)?image-set|src)\s*\(/gi, 'invalid(');
  out = out.replace(/(-moz-binding|behavior)\s*:[^;}]*/gi, '');
  out = out.replace(/(javascript|vbscript)\s*:/gi, 'invalid:');
  out = out.replace(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi, (_match, _quote: string, target: string) =>
    SAFE_URL.test(target.trim()) ? `url("${target.trim()}")` : 'none',
  );
  // A url( left unbalanced (no closing parenthesis) cannot be trusted either.
  out = out.replace(/url\s*\((?![^)]*\))/gi, 'invalid(');
  // Any declaration still naming another host (in a string, an unknown function…) goes as a whole.
  out = out.replace(/([{;])[^{};]*(?:[a-z][a-z0-9+.-]*:\/\/|\/\/)[^{};]*(?=[;}])/gi, '$1');
  // No markup-breaking sequences, should anything ever inline it.
  return out.replace(/<\/?style/gi, '').trim();
}
