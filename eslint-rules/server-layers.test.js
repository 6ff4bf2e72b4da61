import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import serverLayers from './server-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Under the working directory, as ESLint lints real files; the folders need not exist.
const srcRoot = path.join(process.cwd(), 'apps/server/src');
const file = (relative) => path.join(srcRoot, relative);
const options = [{ srcRoot }];
// The TypeScript parser, as eslint.config.js gives the server's files (`import type` included).
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('server-layers', serverLayers, {
  valid: [
    // The ledger stands on db/ and lib/ and packages; policy comes in as arguments.
    {
      filename: file('ledger/earn.ts'),
      code: "import { users } from '../db/schema/index.ts'; import { newId } from '../lib/ids.ts'; import { z } from 'zod';",
      options,
    },
    { filename: file('db/client.ts'), code: "import { newId } from '../lib/ids.ts';", options },
    { filename: file('lib/csv.ts'), code: "import { x } from './site-origins.ts';", options },
    // A ledger test may use the shared test helpers.
    {
      filename: file('ledger/ledger.test.ts'),
      code: "import { buildMember } from '../test/factories.ts';",
      options,
    },
    // Another module through its public face; its own files freely.
    {
      filename: file('modules/ptc/view-claim.ts'),
      code: "import { readEarningPolicy } from '../settings/index.ts'; import { x } from './ptc-texts.ts';",
      options,
    },
    {
      filename: file('modules/profile/routes.ts'),
      code: "export { availableBalance } from '../wallet/index.ts';",
      options,
    },
    // Lower layers and the configuration from a module or a plugin.
    {
      filename: file('modules/wallet/withdrawal.ts'),
      code: "import { transfer } from '../../ledger/post-movement.ts'; import type { Config } from '../../config.ts';",
      options,
    },
    {
      filename: file('plugins/session.ts'),
      code: "import { lookupSession } from '../modules/auth/index.ts';",
      options,
    },
    // The app level composes modules, internals included; tests may use test/ and demo/.
    {
      filename: file('app.ts'),
      code: "import { walletRoutes } from './modules/wallet/routes.ts';",
      options,
    },
    {
      filename: file('demo/seed-ptc.ts'),
      code: "import { createCampaign } from '../modules/advertiser/campaign-create.ts';",
      options,
    },
    {
      filename: file('modules/site/site.test.ts'),
      code: "import { seedDemoData } from '../../demo/seed.ts'; import { logIn } from '../../test/log-in.ts';",
      options,
    },
  ],
  invalid: [
    // The mistake that started this rule: the ledger reading a module's setting itself.
    {
      filename: file('ledger/earn.ts'),
      code: "import { readSetting } from '../modules/settings/settings-store.ts';",
      options,
      errors: [{ messageId: 'lowLayer' }],
    },
    {
      filename: file('ledger/earn.ts'),
      code: "import { readEarningPolicy } from '../modules/settings/index.ts';",
      options,
      errors: [{ messageId: 'lowLayer' }],
    },
    {
      filename: file('ledger/balances.ts'),
      code: "const socket = import('../realtime/socket-server.ts');",
      options,
      errors: [{ messageId: 'lowLayer' }],
    },
    {
      filename: file('db/schema/index.ts'),
      code: "import { kinds } from '../ledger/kinds.ts';",
      options,
      errors: [{ messageId: 'lowLayer' }],
    },
    {
      filename: file('db/client.ts'),
      code: "import { Job } from '../jobs/job-definition.ts';",
      options,
      errors: [{ messageId: 'lowLayer' }],
    },
    {
      filename: file('lib/password.ts'),
      code: "import type { Config } from '../config.ts';",
      options,
      errors: [{ messageId: 'lowLayer' }],
    },
    // A module reaching into another module's files.
    {
      filename: file('modules/giftcode/gift-codes.ts'),
      code: "import { readSiteText } from '../site/site-content.ts';",
      options,
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: file('modules/advertiser/campaign-create.test.ts'),
      code: "export { replacePriceList } from '../ptc/pricing.ts';",
      options,
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: file('realtime/handshake-auth.ts'),
      code: "import { lookupSession } from '../modules/auth/session-store.ts';",
      options,
      errors: [{ messageId: 'layerInternals' }],
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
