import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import serverLayers, { ALLOWED } from './server-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Under the working directory, as ESLint lints real files; the folders need not exist.
const srcRoot = path.join(process.cwd(), 'apps/server/src');
const file = (relative) => path.join(srcRoot, relative);
const options = [{ srcRoot }];
// The TypeScript parser, as eslint.config.js gives the server's files (`import type` included).
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/**
 * One file of each layer, and how it names one file of each layer it might import: every
 * pair is tried below, so each arrow of the allow-list passes and every other one fails.
 */
const SAMPLE_FILE = {
  lib: 'lib/csv.ts',
  config: 'config.ts',
  db: 'db/client.ts',
  ledger: 'ledger/balances.ts',
  jobs: 'jobs/schedule.ts',
  'shared-state': 'shared-state/invalidated-cache.ts',
  integrations: 'integrations/mail/mailer.ts',
  modules: 'modules/wallet/withdrawal.ts',
  'module kit': 'modules/define-module.ts',
  plugins: 'plugins/session.ts',
  realtime: 'realtime/socket-server.ts',
};
const SAMPLE_TARGET = {
  lib: 'lib/ids.ts',
  config: 'config.ts',
  db: 'db/schema/index.ts',
  ledger: 'ledger/post-movement.ts',
  jobs: 'jobs/job-definition.ts',
  'shared-state': 'shared-state/shared-state.ts',
  integrations: 'integrations/captcha/create-captcha.ts',
  'module index': 'modules/settings/index.ts',
  'module internals': 'modules/settings/settings-store.ts',
  'module kit': 'modules/define-module.ts',
  plugins: 'plugins/member-rate-limit.ts',
  realtime: 'realtime/rooms.ts',
  app: 'app.ts',
};
const importOf = (from, to) => {
  const relative = path
    .relative(path.dirname(file(from)), file(to))
    .split(path.sep)
    .join('/');
  return `import { x } from '${relative.startsWith('.') ? relative : `./${relative}`}';`;
};

const valid = [];
const invalid = [];
for (const [layer, from] of Object.entries(SAMPLE_FILE)) {
  for (const [kind, to] of Object.entries(SAMPLE_TARGET)) {
    if (from === to) continue;
    const test = {
      name: `${layer} → ${kind}`,
      filename: file(from),
      code: importOf(from, to),
      options,
    };
    if (ALLOWED[layer].includes(kind)) valid.push(test);
    else invalid.push({ ...test, errors: 1 });
  }
}

describe('the allow-list', () => {
  it('keeps the low layers below the modules and the app level above everything', () => {
    expect(ALLOWED.lib).toEqual(['lib']);
    expect(ALLOWED.ledger).toEqual(['ledger', 'db', 'lib']);
    expect(ALLOWED.integrations).not.toContain('db');
    for (const allowed of Object.values(ALLOWED)) {
      expect(allowed).not.toContain('app');
      expect(allowed).not.toContain('module internals');
    }
    expect(ALLOWED.realtime).not.toContain('ledger');
    expect(ALLOWED.modules).not.toContain('realtime');
  });
});

ruleTester.run('server-layers', serverLayers, {
  valid: [
    ...valid,
    // A module's own files freely, and tests may use test/, demo/ and the low layers.
    {
      filename: file('modules/ptc/view-claim.ts'),
      code: "import { x } from './ptc-texts.ts'; import { y } from '../settings/index.ts';",
      options,
    },
    {
      filename: file('modules/site/site.test.ts'),
      code: "import { seedDemoData } from '../../demo/seed.ts'; import { logIn } from '../../test/log-in.ts';",
      options,
    },
    {
      filename: file('realtime/socket-server.test.ts'),
      code: "import { transfer } from '../ledger/post-movement.ts';",
      options,
    },
    // The app level composes everything: the module list reads the manifests.
    {
      filename: file('modules/module-list.ts'),
      code: "import { walletModule } from './wallet/manifest.ts';",
      options,
    },
    {
      filename: file('app.ts'),
      code: "import { walletRoutes } from './modules/wallet/routes.ts';",
      options,
    },
  ],
  invalid: [
    ...invalid,
    // The mistake that started this rule: the ledger reading a module's setting itself.
    {
      filename: file('ledger/earn.ts'),
      code: "import { readSetting } from '../modules/settings/settings-store.ts';",
      options,
      errors: [{ messageId: 'notAllowed' }],
    },
    {
      filename: file('modules/giftcode/gift-codes.ts'),
      code: "import { readSiteText } from '../site/site-content.ts';",
      options,
      errors: [{ messageId: 'moduleInternals' }],
    },
    // A manifest is read by the module list only.
    {
      filename: file('modules/games/lobby.ts'),
      code: "import { walletModule } from '../wallet/manifest.ts';",
      options,
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: file('ledger/balances.ts'),
      code: "const socket = import('../realtime/socket-server.ts');",
      options,
      errors: [{ messageId: 'notAllowed' }],
    },
    {
      filename: file('modules/admin/runtime-routes.ts'),
      code: "import type { Realtime } from '../../realtime/socket-server.ts';",
      options,
      errors: [{ messageId: 'notAllowed' }],
    },
    {
      filename: file('modules/advertiser/campaign-create.test.ts'),
      code: "export { replacePriceList } from '../ptc/pricing.ts';",
      options,
      errors: [{ messageId: 'moduleInternals' }],
    },
    // Below the app level nothing imports it; only tests may use test/ and demo/.
    {
      filename: file('modules/wallet/routes.ts'),
      code: "import { buildMember } from '../../test/factories.ts';",
      options,
      errors: [{ messageId: 'appLevel' }],
    },
    {
      filename: file('plugins/web-app.ts'),
      code: "import { buildApp } from '../app.ts';",
      options,
      errors: [{ messageId: 'appLevel' }],
    },
  ],
});
