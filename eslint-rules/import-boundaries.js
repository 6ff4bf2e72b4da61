import path from 'node:path';

/**
 * bulletproof-react's one-way imports for apps/web/src (docs/style.md#the-web-app): app may import
 * features, features may import shared folders (components, lib, hooks), shared folders import
 * neither, and no feature imports another feature. Relative imports are resolved against the
 * importing file, so `../other-feature/x` is caught wherever it is written.
 *
 * A local rule rather than eslint-plugin-import-x: that plugin needs native resolver binaries
 * for every platform, which the package registry here does not carry, and `npm ci` then fails.
 */
const SHARED = new Set(['components', 'lib', 'hooks', 'assets', 'locales']);

function area(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..')) return undefined;
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (SHARED.has(top)) return { kind: 'shared', name: top };
  return { kind: 'root' };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way import structure of the web app' },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'] },
    ],
    messages: {
      sharedImportsUp: 'Shared code ({{from}}) must not import from {{to}}.',
      featureImportsApp:
        'A feature must not import from app/; pass what it needs from app instead.',
      crossFeature: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in app/.',
    },
  },
  create(context) {
    const srcRoot = path.resolve(context.cwd, context.options[0].srcRoot);
    const from = area(srcRoot, context.filename);
    if (!from || from.kind === 'app' || from.kind === 'root') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = area(srcRoot, path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
        context.report({
          node,
          messageId: 'sharedImportsUp',
          data: { from: from.name, to: to.kind === 'app' ? 'app/' : 'features/' },
        });
      } else if (from.kind === 'feature' && to.kind === 'app') {
        context.report({ node, messageId: 'featureImportsApp' });
      } else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
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
