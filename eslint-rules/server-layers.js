import path from 'node:path';

/**
 * The server's layers as an allow-list (docs/architecture.md#layers), for apps/server/src.
 * Every file belongs to one layer, and ALLOWED says which layers each one may import; anything
 * else is an error. Packages (the contract, drizzle, …) are always allowed.
 *
 * - Modules (modules/<name>/) use another module only through its index.ts, its public face,
 *   and share the manifest kit (modules/define-module.ts). Their manifest.ts files are read
 *   only by the module list (modules/module-list.ts), which belongs to the app level.
 * - The app level (app.ts, main.ts, runtime.ts, app-integrations.ts, the module list, demo/,
 *   test/) composes everything; nothing below it imports it, except that tests may use test/
 *   and demo/, and set up their state with db/, ledger/ and integrations/.
 *
 * Relative imports are resolved against the importing file, so `../../modules/x` is caught
 * wherever it is written. A local rule for the reason given in import-boundaries.js.
 */
export const ALLOWED = {
  lib: ['lib'],
  config: ['lib'],
  db: ['db', 'lib'],
  ledger: ['ledger', 'db', 'lib'],
  jobs: ['jobs', 'db', 'lib'],
  'shared-state': ['shared-state', 'jobs', 'db', 'lib'],
  integrations: ['integrations', 'shared-state', 'config', 'lib'],
  modules: [
    'own module',
    'module index',
    'module kit',
    'plugins',
    'integrations',
    'shared-state',
    'jobs',
    'ledger',
    'db',
    'config',
    'lib',
  ],
  'module kit': ['module index', 'integrations', 'shared-state', 'jobs', 'db', 'config', 'lib'],
  plugins: ['plugins', 'module index', 'shared-state', 'ledger', 'db', 'config', 'lib'],
  realtime: ['realtime', 'module index', 'db', 'config', 'lib'],
};
/** What a test file may import besides its layer's own allowance. */
const TEST_EXTRAS = new Set(['app', 'db', 'ledger', 'integrations']);
const APP_ROOT_FILES = new Set(['app.ts', 'main.ts', 'runtime.ts', 'app-integrations.ts']);
const APP_FOLDERS = new Set(['demo', 'test']);

/** The layer of a file under src, with the module it is in when it is in one. */
export function layerOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  const [top] = parts;
  if (parts.length === 1) {
    if (top === 'config.ts') return { layer: 'config' };
    return { layer: APP_ROOT_FILES.has(top) ? 'app' : 'unknown', name: top };
  }
  if (APP_FOLDERS.has(top)) return { layer: 'app', name: `${top}/` };
  if (top === 'modules') {
    if (parts.length === 2) {
      return parts[1] === 'define-module.ts'
        ? { layer: 'module kit' }
        : { layer: 'app', name: `modules/${parts[1]}` };
    }
    return { layer: 'modules', module: parts[1], inner: parts.slice(2).join('/') };
  }
  return { layer: top };
}

/** How the importing file sees the imported one (a module's index, another's internals…). */
function targetKind(from, to) {
  if (to.layer !== 'modules') return to.layer;
  if (from.layer === 'modules' && from.module === to.module) return 'own module';
  return to.inner === 'index.ts' ? 'module index' : 'module internals';
}

const describeTarget = (to) =>
  to.layer === 'modules' ? `modules/${to.module}/${to.inner}` : (to.name ?? `${to.layer}/`);

export default {
  meta: {
    type: 'problem',
    docs: { description: "Enforce the server's layers: each layer imports only what it may" },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'] },
    ],
    messages: {
      notAllowed:
        '{{from}} may import only {{allowed}} and packages, not {{to}}; pass what it needs in as an argument.',
      moduleInternals:
        '{{from}} must not import {{to}}; use modules/{{module}}/index.ts, its public face, and export what you need there.',
      appLevel:
        '{{from}} must not import the app level ({{to}}); the app composes, it is not used.',
    },
  },
  create(context) {
    const srcRoot = path.resolve(context.cwd, context.options[0].srcRoot);
    const from = layerOf(srcRoot, context.filename);
    if (!from || from.layer === 'app' || from.layer === 'unknown') return {};
    const allowed = ALLOWED[from.layer];
    if (!allowed) return {};
    const isTest = /\.test\.tsx?$/.test(context.filename);
    const fromLabel = from.layer === 'modules' ? `modules/${from.module}` : from.layer;

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(srcRoot, path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const kind = targetKind(from, to);
      if (allowed.includes(kind)) return;
      if (isTest && TEST_EXTRAS.has(kind)) return;
      const data = { from: fromLabel, to: describeTarget(to), module: to.module };
      if (kind === 'app' || kind === 'unknown') {
        context.report({ node, messageId: 'appLevel', data });
      } else if (kind === 'module internals' && allowed.includes('module index')) {
        context.report({ node, messageId: 'moduleInternals', data });
      } else {
        context.report({
          node,
          messageId: 'notAllowed',
          data: { ...data, allowed: allowed.join(', ') },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
