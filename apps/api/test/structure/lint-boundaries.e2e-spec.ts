import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The boundaries of eslint.config.js, proven on probe sources (nothing is written to disk): type information is
 * switched off for the probes, the import rules need none.
 */
describe('Lint boundaries', () => {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });

  async function problems(filePath: string, code: string): Promise<Array<{ rule: string | null; line: number }>> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.map((message) => ({ rule: message.ruleId, line: message.line }));
  }

  it("refuses an API module's import of another module's internal helper, and allows an exported one", async () => {
    const code = [
      "import { sanitizeDescription } from '../catalogue/helpers/sanitize-description.js';",
      "import { publicImageUrl } from '../catalogue/helpers/public-image-url.js';",
      "import { OrderLookupService } from '../orders/order-lookup.service.js';",
      'export const probe = [sanitizeDescription, publicImageUrl, OrderLookupService];',
      '',
    ].join('\n');
    expect(await problems('apps/api/src/modules/cart/probe.ts', code)).toEqual([
      { rule: 'import-x/no-restricted-paths', line: 1 },
    ]);
  });

  it("lets a module use its own helpers and another module's services", async () => {
    const code = [
      "import { sanitizeDescription } from './helpers/sanitize-description.js';",
      "import { PricingService } from '../contracts/pricing/pricing.service.js';",
      'export const probe = [sanitizeDescription, PricingService];',
      '',
    ].join('\n');
    expect(await problems('apps/api/src/modules/catalogue/probe.ts', code)).toEqual([]);
  });

  it('refuses a web feature importing another feature', async () => {
    const code = [
      "import { useCheckoutCart } from '../cart/api/checkout-cart';",
      'export const probe = useCheckoutCart;',
      '',
    ].join('\n');
    expect(await problems('apps/web/src/features/orders/probe.ts', code)).toEqual([
      { rule: 'import-x/no-restricted-paths', line: 1 },
    ]);
  });
});
