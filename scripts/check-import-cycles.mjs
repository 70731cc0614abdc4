#!/usr/bin/env node
// Fails when a workspace's TypeScript source imports itself round a circle. Each workspace's
// tsconfig says which files and compiler options apply; imports are resolved the way tsc resolves
// them (ts.resolveModuleName), type-only imports included, and only files inside the repository
// (not node_modules) count. Prints each cycle as a path: a.ts -> b.ts -> a.ts. Also fails when a
// web feature imports another feature by any path.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACES = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];

function loadProject(dir) {
  const configPath = ts.findConfigFile(path.join(root, dir), ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error(`no tsconfig.json in ${dir}`);
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
}

function importsOf(file, options) {
  const text = ts.sys.readFile(file) ?? '';
  const info = ts.preProcessFile(text, true, true);
  const out = [];
  for (const ref of info.importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(ref.fileName, file, options, ts.sys);
    const target = resolvedModule?.resolvedFileName;
    if (!target || resolvedModule.isExternalLibraryImport || target.includes(`${path.sep}node_modules${path.sep}`)) {
      continue;
    }
    if (target.endsWith('.d.ts')) continue;
    out.push(path.resolve(target));
  }
  return out;
}

/** Strongly connected components (Tarjan); any with more than one file, or a self-import, is a cycle. */
function cyclesIn(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), idx.get(w)));
      }
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/** One concrete circle through a component, for the message. */
function circleThrough(component, graph) {
  const members = new Set(component);
  const start = component[0];
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const pathBack = [v];
        for (let p = prev.get(v); p; p = prev.get(p)) pathBack.push(p);
        return [...pathBack.reverse(), start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component, start];
}

/** The feature folder a web file sits in (apps/web/src/features/<name>/…), or null. */
const FEATURES = path.join(root, 'apps/web/src/features') + path.sep;
const featureOf = (file) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split(path.sep)[0] : null);

let failed = 0;
for (const dir of WORKSPACES) {
  const project = loadProject(dir);
  const files = project.fileNames.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) && !f.endsWith('.d.ts'));
  const graph = new Map(files.map((f) => [path.resolve(f), []]));
  for (const f of graph.keys()) graph.set(f, importsOf(f, project.options));
  // Features never import one another, however the path is spelled (ESLint sees only the text
  // of an import; a relative `../../other-feature/…` slips past a pattern).
  for (const [from, targets] of graph) {
    const own = featureOf(from);
    if (!own) continue;
    for (const to of targets) {
      const other = featureOf(to);
      if (other && other !== own) {
        failed += 1;
        console.error(
          `Feature ${own} imports feature ${other}: ${path.relative(root, from)} -> ${path.relative(root, to)}`,
        );
      }
    }
  }
  for (const component of cyclesIn(graph)) {
    failed += 1;
    const circle = circleThrough(component, graph).map((f) => path.relative(root, f));
    console.error(`Import cycle in ${dir}: ${circle.join(' -> ')}`);
  }
}
if (failed) {
  console.error(`${failed} import cycle(s) or cross-feature import(s) found.`);
  process.exit(1);
}
console.log(`No import cycles in ${WORKSPACES.join(', ')}; no feature imports another.`);
