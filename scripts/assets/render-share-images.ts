/**
 * Renders the link-preview images (public/share/klarfall-<language>.png, 1200×630) in Chromium from
 * the brand colours and the texts in locales/<language>/home.json (shareImage). Run after changing
 * either: `npx tsx scripts/assets/render-share-images.ts`. The PNGs are committed, so builds need no
 * browser.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { brand } from '../../src/basics/brand';
import { languages } from '../../src/basics/language';
import { theme } from '../../src/styles/theme';

const root = path.resolve(__dirname, '..', '..');

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);

function page(title: string, text: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { display: flex; flex-direction: column; justify-content: space-between; box-sizing: border-box; padding: 72px 80px;
      background: ${theme.colors.primary}; color: #fff; font-family: ${theme.fonts.body}; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; }
    h1 { margin: 0; font-size: 88px; line-height: 1.05; letter-spacing: -1px; }
    p { margin: 0; font-size: 34px; line-height: 1.35; max-width: 980px; }
    .bar { height: 12px; width: 160px; background: ${theme.colors.accent}; border-radius: 6px; margin-bottom: 28px; }
  </style></head><body>
    <div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${theme.colors.accent}"/>
      <path d="M9 16.5l4.5 4.5L23 11" fill="none" stroke="${theme.colors.text}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>${escapeHtml(brand.name)}</div>
    <div><div class="bar"></div><h1>${escapeHtml(title)}</h1></div>
    <p>${escapeHtml(text)}</p>
  </body></html>`;
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    for (const language of languages) {
      const texts = JSON.parse(fs.readFileSync(path.join(root, 'locales', language, 'home.json'), 'utf8')).shareImage;
      await tab.setContent(page(texts.title, texts.text));
      const file = path.join(root, 'public', 'share', `klarfall-${language}.png`);
      await tab.screenshot({ path: file, type: 'png' });
      console.log(`${path.relative(root, file)}: ${Math.round(fs.statSync(file).size / 1024)} KiB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
