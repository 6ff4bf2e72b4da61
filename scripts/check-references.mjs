#!/usr/bin/env node
// Lists the references a clone of the repository cannot follow, over the tracked files:
//  - citations of documents that live outside the repository (the design and style notes the
//    project was started from, the shared folder, the product spec's parts and sections) and
//    issue numbers, which a newcomer cannot open;
//  - references to a document of the repository (docs/…, README.md, a Markdown link, "decision N")
//    whose file is missing, or whose #anchor matches no heading of that file.
// Prints `file:line: text` for each and exits 1 when there is any. Usage:
//   node scripts/check-references.mjs [repository root]
// No dependencies: it runs before `npm ci` as well as after.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tracked files that must keep the text this checker looks for. */
const EXCLUDED = new Set([
  'package-lock.json', // integrity hashes and registry addresses, not prose
  'scripts/check-references.mjs', // names the patterns it looks for
  'scripts/check-references.test.mjs', // writes fixtures that break the rules on purpose
]);

const BINARY_EXTENSIONS = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|mp3|wav|ogg|gz|br|zip|pdf)$/i;

/** Citations of documents outside the repository: [kind, pattern]. */
const OUTSIDE_CITATIONS = [
  ['outside document', /\b(?:DESIGN|STYLE)\.md\b/],
  ['outside document', /\.\.\/shared(?![\w-])/],
  ['spec citation', /\bspec(?:'s)?\s+parts?\s+\d/i],
  ['spec citation', /\bparts?\s+\d\s*§/i],
  ['spec citation', /§+\s*\d/],
  ['spec citation', /\bspec(?:'s)?\s+sections?\s+\d/i],
  [
    'spec citation',
    /\bsections?\s+\d+(?:\.\d+)*\s+of\s+(?:both\s+parts|(?:the\s+)?spec|part\s+\d)/i,
  ],
  ['issue number', /\bissues?\s+#?\d+/i],
  ['issue number', /\(\s*#\d+\s*\)/],
];

/** A § that cites another standard (RFC 9110 §12.5.3) is not the spec's. */
function isStandardSection(line, index) {
  return /\bRFC\s*\d+\s*$/i.test(line.slice(0, index));
}

function outsideCitations(line) {
  const found = [];
  for (const [kind, pattern] of OUTSIDE_CITATIONS) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of line.matchAll(global)) {
      if (match[0].startsWith('§') && isStandardSection(line, match.index)) continue;
      found.push(kind);
      break;
    }
  }
  return [...new Set(found)];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[`*~]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings (duplicates numbered) and explicit ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = headingAnchor(heading[1]);
      const count = seen.get(base) ?? 0;
      anchors.add(count === 0 ? base : `${base}-${count}`);
      seen.set(base, count + 1);
    }
    for (const id of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** A path that stands for a family of files (docs/decisions/NNNN-*.md, <domain>), not one file. */
function isPattern(target) {
  return /[*<>{}]|NNNN|\.\.\.|…/.test(target);
}

/**
 * The repository documents a line refers to, as [target, anchor, base]: `docs/….md` anywhere
 * (from the root), `README.md#anchor` (from the root), and in Markdown files the targets of
 * links (from the file's folder).
 */
function documentReferences(line, file) {
  const refs = [];
  for (const match of line.matchAll(
    /(?<![\w./-])((?:\.\.?\/)*docs\/[\w./-]*?\.md)(#[\w\p{L}-]+)?/gu,
  )) {
    const target = match[1].replace(/^(?:\.\.?\/)+/, '');
    refs.push([target, match[2]?.slice(1), '.']);
  }
  for (const match of line.matchAll(/(?<![\w./-])README\.md#([\w\p{L}-]+)/gu)) {
    refs.push(['README.md', match[1], '.']);
  }
  if (file.endsWith('.md')) {
    for (const match of line.matchAll(/\]\(\s*([^)\s]*)\s*\)/g)) {
      const link = match[1];
      if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const [target, anchor] = link.split('#');
      if (target && !/\.md$/i.test(target)) continue;
      refs.push([target || path.basename(file), anchor, path.dirname(file)]);
    }
  }
  return refs;
}

/** The numbers of the decision records in docs/decisions/ (`0007-….md` is 7). */
function decisionNumbers(files) {
  const numbers = new Set();
  for (const file of files) {
    const match = /^docs\/decisions\/(\d+)-[^/]*\.md$/.exec(file);
    if (match) numbers.add(Number(match[1]));
  }
  return numbers;
}

/** "decision 13", "decisions 4": the numbers of decision records a line names. */
function decisionReferences(line) {
  return [...line.matchAll(/\bdecisions?\s+(\d+)\b/gi)].map((match) => Number(match[1]));
}

/** Lists the problems of the repository at `root`: [{file, line, kind, text}]. */
export function findReferenceProblems(root) {
  const files = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter(Boolean);
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file))
      anchorCache.set(file, anchorsOf(readFileSync(path.join(root, file), 'utf8')));
    return anchorCache.get(file);
  };
  const decisions = decisionNumbers(files);
  const problems = [];
  for (const file of files) {
    if (EXCLUDED.has(file) || BINARY_EXTENSIONS.test(file)) continue;
    const full = path.join(root, file);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, index) => {
      const report = (kind) => problems.push({ file, line: index + 1, kind, text: line.trim() });
      for (const kind of outsideCitations(line)) report(kind);
      for (const number of decisionReferences(line)) {
        if (!decisions.has(number)) report(`missing decision ${number}`);
      }
      for (const [target, anchor, base] of documentReferences(line, file)) {
        if (isPattern(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(base, target));
        const exists =
          existsSync(path.join(root, resolved)) && statSync(path.join(root, resolved)).isFile();
        if (!exists) report(`missing document ${resolved}`);
        else if (anchor && !anchorsIn(resolved).has(decodeURIComponent(anchor).toLowerCase()))
          report(`missing anchor ${resolved}#${anchor}`);
      }
    });
  }
  return problems;
}

export function formatProblem({ file, line, kind, text }) {
  const shown = text.length > 200 ? `${text.slice(0, 197)}...` : text;
  return `${file}:${line}: [${kind}] ${shown}`;
}

function main() {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const problems = findReferenceProblems(root);
  for (const problem of problems) console.log(formatProblem(problem));
  if (problems.length > 0) {
    const files = new Set(problems.map((p) => p.file)).size;
    console.error(`${problems.length} reference problems on ${files} files.`);
    process.exit(1);
  }
  console.error('Every reference can be followed in a clone of the repository.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
