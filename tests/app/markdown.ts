// What the documentation tests share: reading the repository's Markdown, its tables, links and
// headings as GitHub shows them.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** A file of the repository, by its path from the root. */
export function readText(rel: string): string {
  return fs.readFileSync(path.join(root, rel), 'utf8');
}

/** Every Markdown file under a folder of the repository (by path from the root). */
export function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The text without fenced code blocks and inline code, where a `](` is not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of the Markdown links, `[text](target)`, outside code. */
export function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings. */
export function anchors(markdown: string): Set<string> {
  const headings = withoutCode(markdown.replace(/`/g, '')).match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, '').trim())));
}

/**
 * The first cells of the rows of the table whose header's first cell is `firstHeader`
 * (exactly one such table must exist).
 */
export function firstColumn(markdown: string, firstHeader: string): string[] {
  const lines = markdown.split('\n');
  const header = lines.filter((line) => cells(line)[0] === firstHeader);
  if (header.length !== 1) throw new Error(`expected one table headed "${firstHeader}"`);
  const rows: string[] = [];
  // The header, then the separator row, then rows up to the first line that is not one.
  for (let i = lines.indexOf(header[0]!) + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(cells(lines[i]!)[0]!);
  }
  return rows;
}

function cells(line: string): string[] {
  if (!line.startsWith('|')) return [];
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

/** The names written as code in a table cell: "`a`, `b`" → ["a", "b"]. */
export function codeNames(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}
