import path from 'node:path';

/**
 * The server's layers (docs/architecture.md#the-server; docs/style.md#policies-in-one-place), for
 * apps/server/src:
 *
 * - lib/ imports only lib/; db/ imports only db/ and lib/; ledger/ imports only ledger/, db/ and
 *   lib/. Packages (the contract, drizzle, …) are always allowed; tests there may also use test/.
 * - A module (modules/<name>/) uses another module only through that module's index.ts, its
 *   public face; the other layers (plugins, realtime, jobs, …) reach modules the same way.
 * - The app level (app.ts, main.ts, runtime.ts, demo/, test/) composes everything; nothing
 *   below it imports it, except that tests may use test/ helpers and the demo/ data.
 *
 * Relative imports are resolved against the importing file, so `../../modules/x` is caught
 * wherever it is written. A local rule for the reason given in import-boundaries.js.
 */
const LOW_LAYERS = {
  lib: ['lib'],
  db: ['db', 'lib'],
  ledger: ['ledger', 'db', 'lib'],
};
/** Files at the top of src that every layer may use; the others there are the app level. */
const SHARED_ROOT_FILES = new Set(['config.ts']);
const APP_FOLDERS = new Set(['demo', 'test']);
/** What a test file may import besides its layer's own allowance. */
const TEST_EXTRAS = new Set(['test', 'demo']);

function area(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  const [top] = parts;
  if (parts.length === 1) {
    return SHARED_ROOT_FILES.has(top) ? { kind: 'root', name: top } : { kind: 'app', name: top };
  }
  if (APP_FOLDERS.has(top)) return { kind: 'app', name: `${top}/` };
  if (top === 'modules') {
    return { kind: 'module', name: parts[1], inner: parts.slice(2).join('/') };
  }
  if (top in LOW_LAYERS) return { kind: 'low', name: top };
  return { kind: 'layer', name: top };
}

const label = (to) =>
  to.kind === 'module'
    ? `modules/${to.name}/${to.inner}`
    : to.kind === 'low'
      ? `${to.name}/`
      : to.name;

export default {
  meta: {
    type: 'problem',
    docs: { description: "Enforce the server's layers: ledger, db and lib below the modules" },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'] },
    ],
    messages: {
      lowLayer:
        '{{from}}/ may import only {{allowed}} and packages, not {{to}}; pass what it needs in as an argument.',
      moduleInternals:
        'Module "{{from}}" must not import {{to}}; use modules/{{module}}/index.ts, its public face, and export what you need there.',
      layerInternals:
        '{{from}}/ must not import {{to}}; use modules/{{module}}/index.ts, its public face.',
      appLevel:
        '{{from}} must not import the app level ({{to}}); the app composes, it is not used.',
    },
  },
  create(context) {
    const srcRoot = path.resolve(context.cwd, context.options[0].srcRoot);
    const from = area(srcRoot, context.filename);
    if (!from || from.kind === 'app') return {};
    const isTest = /\.test\.tsx?$/.test(context.filename);

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = area(srcRoot, path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (isTest && to.kind === 'app' && TEST_EXTRAS.has(to.name.replace(/\/$/, ''))) return;

      if (from.kind === 'low') {
        const allowed = LOW_LAYERS[from.name];
        if (to.kind === 'low' && allowed.includes(to.name)) return;
        context.report({
          node,
          messageId: 'lowLayer',
          data: {
            from: from.name,
            allowed: allowed.map((name) => `${name}/`).join(', '),
            to: label(to),
          },
        });
        return;
      }
      if (to.kind === 'app') {
        const where = from.kind === 'module' ? `modules/${from.name}` : from.name;
        context.report({ node, messageId: 'appLevel', data: { from: where, to: to.name } });
        return;
      }
      if (to.kind !== 'module' || to.inner === 'index.ts') return;
      if (from.kind === 'module' && from.name === to.name) return;
      context.report({
        node,
        messageId: from.kind === 'module' ? 'moduleInternals' : 'layerInternals',
        data: { from: from.name, to: label(to), module: to.name },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
