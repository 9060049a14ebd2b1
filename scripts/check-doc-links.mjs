#!/usr/bin/env node
// Every relative link in README.md and docs/**/*.md resolves: the file (or folder) exists, and a #fragment names a
// heading (GitHub's anchor for it) or an explicit <a id>/<a name> of the target Markdown file. Run by `npm run lint`.
// Links inside code spans and fenced code blocks are not links; links with a scheme (https:, mailto:) are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Markdown files whose links are checked: README.md and everything under docs/. */
export function documentationFiles(base = root) {
  const files = [path.join(base, 'README.md')];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) files.push(full);
    }
  };
  if (existsSync(path.join(base, 'docs'))) walk(path.join(base, 'docs'));
  return files;
}

/** The lines of a Markdown text outside fenced code blocks (``` or ~~~), with their 1-based numbers. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (!fence) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      return;
    }
    if (!fence) out.push({ line, number: i + 1 });
  });
  return out;
}

/** GitHub's anchor for a heading's text (github-slugger: lower case, punctuation dropped, spaces to hyphens). */
export function slugOf(heading) {
  const text = heading
    .replace(/`([^`]*)`/g, '$1') // code spans keep their text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/(\*\*|__)(.+?)\1/g, '$2') // strong
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2'); // emphasis
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown text offers: its headings' slugs (repeats get -1, -2 …) and explicit HTML ids. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** The link targets of a Markdown text, outside code: `[text](target)` and `![alt](target)`. */
export function linksOf(text) {
  const links = [];
  for (const { line, number } of proseLines(text)) {
    const prose = line.replace(/(`+)[\s\S]*?\1/g, (code) => ' '.repeat(code.length));
    for (const m of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: m[1], line: number });
    }
  }
  return links;
}

/** Problems with the relative links of the given files, as "file:line: message" strings. */
export function brokenLinks(files, base = root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const { target, line } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const where = `${path.relative(base, file)}:${line}`;
      const [rawPath, fragment] = target.split('#', 2);
      const targetPath = rawPath ? path.resolve(path.dirname(file), decodeURIComponent(rawPath)) : file;
      if (!existsSync(targetPath)) {
        problems.push(`${where}: ${target} — no such file`);
        continue;
      }
      if (fragment === undefined || fragment === '') continue;
      if (statSync(targetPath).isDirectory() || !targetPath.endsWith('.md')) {
        problems.push(`${where}: ${target} — a #fragment on something that is not a Markdown file`);
        continue;
      }
      if (!anchorsIn(targetPath).has(decodeURIComponent(fragment))) {
        problems.push(
          `${where}: ${target} — no heading or anchor "#${fragment}" in ${path.relative(base, targetPath)}`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = documentationFiles();
  const problems = brokenLinks(files);
  if (problems.length > 0) {
    console.error(`Broken links in the documentation (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`docs links: ${files.length} files, every relative link resolves`);
}
