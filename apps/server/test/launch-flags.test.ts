import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../bench/server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every `node … apps/server/dist/main.js` in a file, as the words between `node` and the script. */
const launches = (text: string) =>
  [...text.matchAll(/\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+apps\/server\/dist\/main\.js/g)].map((m) => m[1]!.trim().split(/\s+/).filter(Boolean));

// V8 sizes the young generation only at start-up, so the flags the server needs (decision 193) are
// on its command line: the bench must measure the server as `npm start` and the README start it.
describe('the server is started with the same node flags everywhere', () => {
  it('npm start passes them', () => {
    const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    const found = launches(start);
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual(SERVER_NODE_FLAGS);
  });

  it("the README's deployment lines pass them", () => {
    const found = launches(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(found.length).toBeGreaterThan(0);
    for (const flags of found) expect(flags).toEqual(SERVER_NODE_FLAGS);
  });
});
