import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
function closure(dir, page) {
  const man = JSON.parse(fs.readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const out = new Set();
  const visit = (k) => { if (out.has(k)) return; out.add(k); for (const i of man[k].imports ?? []) visit(i); };
  visit('index.html');
  visit(`src/pages/${page}/index.tsx`);
  return [...out].map((k) => man[k].file);
}
function sizes(dir, page) {
  const totals = {};
  for (const f of closure(dir, page)) {
    const code = fs.readFileSync(`${dir}/${f}`, 'utf8');
    if (!fs.existsSync(`${dir}/${f}.map`)) continue;
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${dir}/${f}.map`, 'utf8')));
    const lines = code.split('\n');
    let prev = null;
    map.eachMapping((m) => {
      if (prev) {
        const len = m.generatedLine === prev.generatedLine ? m.generatedColumn - prev.generatedColumn : lines[prev.generatedLine - 1].length - prev.generatedColumn;
        const src = (prev.source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/(main|base)\//, '');
        totals[src] = (totals[src] || 0) + len;
      }
      prev = m;
    });
  }
  return totals;
}
const page = process.argv[2];
const a = sizes('/tmp/smbase', page), b = sizes('/tmp/smdist', page);
const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
const rows = [...keys].map((k) => [k, (b[k] || 0) - (a[k] || 0)]).filter((r) => r[1] !== 0).sort((x, y) => y[1] - x[1]);
let sum = 0; for (const r of rows) sum += r[1];
for (const [k, d] of rows) console.log(String(d).padStart(7), k);
console.log('total raw delta', sum);
