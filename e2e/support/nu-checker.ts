import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A page's HTML to check, and the name it is reported under (its path, or its path and state). */
export interface CheckedHtml {
  name: string;
  html: string;
}

const root = path.resolve(__dirname, '..', '..');

/**
 * The W3C Nu HTML checker's errors for the given pages, as "name:line: message". One Java process checks
 * every page: starting the checker takes longer than checking a page. The quick compiler alone
 * (TieredStopAtLevel=1) and the serial collector need a third of the CPU time for a run this short
 * (measured: 6.8 s instead of 17.6 s for 84 pages); the checker needs a 512k+ stack.
 */
export async function nuErrors(pages: CheckedHtml[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-'));
  const nameOfFile = new Map<string, string>();
  pages.forEach((page, index) => {
    const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
    fs.writeFileSync(file, page.html);
    nameOfFile.set(`file:${file}`, page.name);
  });
  const jar = path.join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const java = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss2m', '-jar', jar];
  try {
    const output = await new Promise<string>((resolve, reject) =>
      execFile('java', [...java, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', dir], { maxBuffer: 64 << 20 }, (error, stdout) =>
        error ? reject(new Error(`${error.message} (the Nu checker needs Java: apt-get install default-jre-headless)`)) : resolve(stdout),
      ),
    );
    const messages = (JSON.parse(output) as { messages: { type: string; url: string; message: string; lastLine?: number }[] }).messages;
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => `${nameOfFile.get(message.url) ?? message.url}:${message.lastLine}: ${message.message}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
