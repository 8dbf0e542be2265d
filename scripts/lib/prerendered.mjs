import fs from 'node:fs';
import path from 'node:path';

/** The folder of a build's prerendered app pages. */
export const prerenderedDir = (distDir) => path.join(distDir, 'server', 'app');

/** Every prerendered page of a build, as the paths of its .html files. */
export function prerenderedHtmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return prerenderedHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
