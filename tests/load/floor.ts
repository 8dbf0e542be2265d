// The framework's floor: a minimal Next.js app of the installed Next and React (one page, a
// heading and a paragraph), built and served here so that Lighthouse measures it beside the
// site, on the same machine in the same minutes. Lighthouse's absolute figures move by 20 points
// between hosts of the same kind; the distance to this page is what tells the site's own cost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, removeAtCleanup, startChild, waitForHttp } from '../helpers/lab/harness';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true }),
  // Turbopack reads only files under its root: this folder, and the site's node_modules that
  // its node_modules links to.
  'next.config.mjs': `export default { turbopack: { root: '/' } };\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>A minimal Next.js page</h1>
      <p>One heading and one paragraph: what the framework costs before any page of ours.</p>
    </main>
  );
}
`,
};

/** The next CLI of the site's own dependencies. */
const NEXT_CLI = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Next's environment without the settings of the site (its build folder above all). */
function floorEnv(): NodeJS.ProcessEnv {
  const { NEXT_DIST_DIR: _dist, ...env } = process.env;
  return { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
}

/**
 * Writes the floor app into a temporary folder whose node_modules links to the site's (so that
 * it builds with the very Next and React installed), builds it with `next build` and serves it
 * with `next start` on a free loopback port. The folder goes at cleanup.
 */
export async function startFloor(): Promise<{
  base: string;
  child: ReturnType<typeof startChild>;
  next: string;
  react: string;
}> {
  const dir = removeAtCleanup(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-')));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const build = startChild(process.execPath, [NEXT_CLI, 'build'], { cwd: dir, env: floorEnv() });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) {
    throw new Error(`the floor's next build failed (${code}):\n${build.log.slice(-30).join('\n')}`);
  }
  const port = await freePort();
  const server = startChild(
    process.execPath,
    [NEXT_CLI, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: floorEnv() },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, 60_000, server);
  const version = (name: string): string =>
    (
      JSON.parse(
        fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
  return { base, child: server, next: version('next'), react: version('react') };
}
