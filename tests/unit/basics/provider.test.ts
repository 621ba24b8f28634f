import fs from 'node:fs';
import path from 'node:path';
import { missingProviderSettings, providerSettings } from '@/config/provider-settings';

const root = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS, as Next loads it
const nextConfig = require('../../../next.config.js') as (phase: string) => unknown;

const complete = Object.fromEntries(providerSettings.map((setting) => [setting.name, 'x']));

describe("the provider's legal data", () => {
  it('names the required settings the environment lacks, empty ones included', () => {
    expect(missingProviderSettings(complete)).toEqual([]);
    expect(missingProviderSettings({ ...complete, PROVIDER_VAT_ID: ' ', PROVIDER_COMPANY: undefined })).toEqual(['PROVIDER_COMPANY', 'PROVIDER_VAT_ID']);
    const { PROVIDER_CONTENT_RESPONSIBLE: _optional, ...withoutOptional } = complete;
    expect(missingProviderSettings(withoutOptional)).toEqual([]);
  });

  it('stops a production build while a setting is missing, and only a production build', () => {
    const saved = { ...process.env };
    try {
      for (const setting of providerSettings) delete process.env[setting.name];
      expect(() => nextConfig('phase-production-build')).toThrow(/PROVIDER_COMPANY.*PARTNER_LAW_FIRM_NAME.*see \.env\.example/);
      expect(() => nextConfig('phase-development-server')).not.toThrow();
      Object.assign(process.env, complete);
      expect(() => nextConfig('phase-production-build')).not.toThrow();
    } finally {
      process.env = saved;
    }
  });

  it('reads every setting by its literal name, which Next inlines into the build, and documents it', () => {
    const source = ['src/basics/provider.ts', 'src/basics/partner-law-firm.ts', 'src/basics/brand.ts'].map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n');
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    for (const { name } of providerSettings) {
      expect(source).toContain(`process.env.${name}`);
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });

  it('shows an unset value as its setting, which nobody takes for a fact', () => {
    jest.isolateModules(() => {
      const { provider } = jest.requireActual<typeof import('@/basics/provider')>('@/basics/provider');
      expect(provider.company).toBe('[PROVIDER_COMPANY]');
      expect(provider.contentResponsible).toBe('[PROVIDER_MANAGING_DIRECTORS]');
      const { partnerLawFirm } = jest.requireActual<typeof import('@/basics/partner-law-firm')>('@/basics/partner-law-firm');
      expect(partnerLawFirm.name).toBe('[PARTNER_LAW_FIRM_NAME]');
      expect(partnerLawFirm.register).toBe('');
    });
  });
});
