import fs from 'node:fs';
import path from 'node:path';

/**
 * The files the image's last stage holds, laid out from this checkout by the Dockerfile's own
 * `COPY` lines: a server started there finds exactly what it would find in the image, so a file
 * the server needs and the image lacks fails a test, not a deployment. What another stage made
 * (`--from=<stage>`) is taken from this checkout's build: its standalone folder, whose
 * node_modules holds only the traced files the image gets.
 */

type Copy = { from?: string; sources: string[]; destination: string };
type Stage = { name?: string; workdir: string; copies: Copy[] };

/** The Dockerfile's instructions, one a line, continuations joined and comments left out. */
function instructions(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function stagesOf(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of instructions(dockerfile)) {
    const [keyword = '', ...words] = line.split(/\s+/);
    const stage = stages.at(-1);
    switch (keyword.toUpperCase()) {
      case 'FROM': {
        const as = words.findIndex((word) => word.toUpperCase() === 'AS');
        const from = stages.find((earlier) => earlier.name === words[0]);
        stages.push({
          name: as >= 0 ? words[as + 1] : undefined,
          workdir: from?.workdir ?? '/',
          copies: [],
        });
        break;
      }
      case 'WORKDIR':
        if (stage) stage.workdir = path.posix.resolve(stage.workdir, words[0] ?? '.');
        break;
      case 'COPY': {
        if (!stage) break;
        const flags = words.filter((word) => word.startsWith('--'));
        const paths = words.filter((word) => !word.startsWith('--'));
        const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
        const destination = paths.pop() ?? '.';
        stage.copies.push({ from, sources: paths, destination });
        break;
      }
    }
  }
  return stages;
}

/**
 * Copies what the last stage of `dockerfile` copies into `target`, reading the build context
 * and every earlier stage's folder as this checkout (`root`). Returns the stage's WORKDIR
 * inside `target`, where its CMD runs.
 */
export function layOutRunStage(root: string, target: string, dockerfile = 'Dockerfile'): string {
  const stages = stagesOf(fs.readFileSync(path.join(root, dockerfile), 'utf8'));
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const run = stages.at(-1);
  if (!run) throw new Error(`${dockerfile} has no stage`);
  const workdir = path.join(target, run.workdir);
  fs.mkdirSync(workdir, { recursive: true });
  for (const { from, sources, destination } of run.copies) {
    const fromStage = from && stages.find((stage) => stage.name === from);
    for (const source of sources) {
      // A stage's path is read from this checkout, where the build ran in its WORKDIR.
      const relative = fromStage
        ? path.posix.relative(fromStage.workdir, path.posix.resolve(fromStage.workdir, source))
        : source;
      if (relative.startsWith('..')) throw new Error(`COPY of ${source} from outside the app`);
      // The build's folder, where this checkout keeps it (NEXT_DIST_DIR).
      const origin = path.join(root, relative.replace(/^\.next(?=\/|$)/, distDir));
      const into = path.resolve(workdir, destination);
      if (fs.statSync(origin).isDirectory()) {
        // A folder's contents go into the destination, as COPY does.
        fs.cpSync(origin, into, { recursive: true, verbatimSymlinks: true });
        continue;
      }
      const intoFolder =
        destination.endsWith('/') ||
        sources.length > 1 ||
        (fs.existsSync(into) && fs.statSync(into).isDirectory());
      const place = intoFolder ? path.join(into, path.basename(origin)) : into;
      fs.mkdirSync(path.dirname(place), { recursive: true });
      fs.copyFileSync(origin, place);
    }
  }
  return workdir;
}

/** The JSON (exec) form of an instruction of the last stage, e.g. `CMD` or `HEALTHCHECK`. */
export function execFormOf(dockerfile: string, keyword: 'CMD' | 'HEALTHCHECK'): string[] {
  const line = instructions(dockerfile).findLast((entry) =>
    entry.toUpperCase().startsWith(`${keyword} `),
  );
  const json = line && /\bCMD\s+(\[.*\])$/.exec(line)?.[1];
  if (!json) throw new Error(`The Dockerfile has no ${keyword} in exec form`);
  return JSON.parse(json) as string[];
}
