#!/usr/bin/env node
/**
 * The kit as another app meets it: builds `@academy/ui` (vite.lib.config.ts), packs it with pnpm,
 * installs the tarball with npm into a throwaway Vite + React app outside the workspace (in the
 * system's temp folder), type-checks and builds that app, serves its build and opens it in
 * Chromium: a Button with the kit's styles (and a token an app overrides), an open Dialog that
 * keeps the focus, the LoginForm with its labelled fields and translated errors, the `.dark` palette,
 * the web fonts of fonts.css, no console error.
 * Writes a jest-style JSON report for the test command (one test per assertion).
 *
 *   node scripts/kit-install.mjs [--json=FILE] [--keep] [--no-build]
 *
 * `--keep` leaves the app's folder for a look (its path is printed); `--no-build` packs the last
 * build of the kit again (while iterating on the app).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { log, run } from './lib/run.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/setup.mjs';
import { reportResults } from './lib/suites.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const args = process.argv.slice(2);
const jsonFile = args.find((a) => a.startsWith('--json='))?.slice('--json='.length);
const keep = args.includes('--keep');
const noBuild = args.includes('--no-build');

/** The token the kit's primary button paints with (packages/ui/src/styles/tokens.css). */
const tokenOf = (name, scope = ':root') => {
  const css = readFileSync('packages/ui/src/styles/tokens.css', 'utf8');
  const block = css.slice(css.indexOf(`${scope} {`));
  return block.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1].trim();
};
/** A colour an app sets to theme the kit, as the README shows. */
const BRAND = 'rgb(180, 30, 90)';

const results = [];
const work = mkdtempSync(join(tmpdir(), 'academy-kit-'));
const app = join(work, 'app');
try {
  await main();
} catch (error) {
  results.push({ name: 'kit install run', failure: String(error?.stack ?? error) });
} finally {
  if (keep) console.log(`the app is kept in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}
reportResults('kit install', results, jsonFile);
process.exit(results.length > 0 && results.every((r) => !r.failure) ? 0 : 1);

async function main() {
  log('building the kit (pnpm --filter @academy/ui build)');
  const built = noBuild || (await run('pnpm', ['--filter', '@academy/ui', 'build'])) === 0;
  const dist = 'packages/ui/dist';
  const missing = ['index.js', 'index.d.ts', 'styles.css', 'fonts.css', 'machines.js'].filter(
    (file) => !existsSync(join(dist, file)),
  );
  if (
    !check('the kit builds to ESM with declarations and one stylesheet', () => {
      if (!built) throw new Error('pnpm --filter @academy/ui build failed');
      if (missing.length) throw new Error(`missing in dist: ${missing.join(', ')}`);
    })
  )
    return;

  log('packing the kit (pnpm pack)');
  // Quiet: pnpm lists every file of the tarball; the check below reads the list itself.
  const packed =
    spawnSync('pnpm', ['--filter', '@academy/ui', 'pack', '--pack-destination', work], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status === 0;
  const tarball = spawnSync('sh', ['-c', `ls ${work}/*.tgz`], { encoding: 'utf8' }).stdout.trim();
  if (
    !check('the tarball carries the build, build-only exports and no workspace dependency', () => {
      if (!packed || !tarball) throw new Error('pnpm pack failed');
      checkTarball(tarball);
    })
  )
    return;

  log(`creating a Vite + React app in ${app}`);
  writeApp(tarball);
  const installed =
    (await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: app,
      },
    )) === 0;
  if (
    !check('the app installs the tarball alone with npm', () => {
      if (!installed) throw new Error('npm install failed');
      if (existsSync(join(app, 'node_modules/@academy/machines')))
        throw new Error('a workspace package was installed');
    })
  )
    return;

  log('type-checking the app against the kit’s declarations (tsgo)');
  const tsgo = join(root, 'node_modules/@typescript/native-preview/bin/tsgo');
  const typed = spawnSync(process.execPath, [tsgo, '-p', 'tsconfig.json'], {
    cwd: app,
    encoding: 'utf8',
  });
  check('the app type-checks against the kit’s declarations', () => {
    if (typed.status !== 0) throw new Error(`${typed.stdout}${typed.stderr}`.slice(0, 4000));
  });

  log('building the app (vite build)');
  const appBuilt = (await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app })) === 0;
  if (
    !check('the app builds with vite', () => {
      if (!appBuilt) throw new Error('vite build failed');
    })
  )
    return;

  log('opening the app in Chromium');
  await inBrowser(join(app, 'dist'));
}

/** The packed manifest: what an app installing the tarball reads. */
function checkTarball(tarball) {
  const list = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
  const manifest = JSON.parse(
    spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }).stdout,
  );
  const problems = [];
  const deps = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const name of Object.keys(deps))
    if (name.startsWith('@academy/')) problems.push(`depends on the workspace package ${name}`);
  for (const name of ['react', 'react-dom'])
    if (!manifest.peerDependencies?.[name]) problems.push(`${name} is not a peer dependency`);
  if (list.some((file) => file.startsWith('package/src/'))) problems.push('ships its sources');
  if (/"source"/.test(JSON.stringify(manifest.exports)))
    problems.push('its exports keep the workspace-only "source" condition');
  const targets = Object.values(manifest.exports).flatMap((target) => Object.values(target));
  for (const target of targets.map((t) => t.replace(/^\.\//, ''))) {
    const pattern = new RegExp(`^package/${target.replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`);
    if (!list.some((file) => pattern.test(file)))
      problems.push(`exports ${target}, not in the tarball`);
  }
  // The workspace's exports minus the `source` condition and the private subpaths.
  const workspace = JSON.parse(readFileSync('packages/ui/package.json', 'utf8')).exports;
  const expected = Object.fromEntries(
    Object.entries(workspace)
      .filter(([, target]) => Object.keys(target).some((key) => key !== 'source'))
      .map(([path, target]) => [
        path,
        Object.fromEntries(Object.entries(target).filter(([key]) => key !== 'source')),
      ]),
  );
  if (JSON.stringify(manifest.exports) !== JSON.stringify(expected))
    problems.push(
      `publishConfig.exports differs from exports without "source": ${JSON.stringify(manifest.exports)}`,
    );
  if (problems.length) throw new Error(problems.join('; '));
}

function writeApp(tarball) {
  const rootPkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const webPkg = JSON.parse(readFileSync('apps/web/package.json', 'utf8'));
  const version = (name) =>
    rootPkg.devDependencies?.[name] ??
    webPkg.dependencies?.[name] ??
    webPkg.devDependencies?.[name];
  const deps = ['react', 'react-dom', 'i18next', 'react-i18next', 'xstate', '@xstate/react'];
  const devDeps = ['vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom'];
  const files = {
    'package.json': JSON.stringify(
      {
        name: 'kit-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@academy/ui': `file:${tarball}`,
          ...Object.fromEntries(deps.map((name) => [name, version(name)])),
        },
        devDependencies: Object.fromEntries(devDeps.map((name) => [name, version(name)])),
      },
      null,
      2,
    ),
    'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`,
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      },
      null,
      2,
    ),
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Kit consumer</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/vite-env.d.ts': `declare module '*.css';\n`,
    'src/app.css': `/* An app themes the kit by overriding its tokens. */
.brand {
  --color-primary: ${BRAND};
}
`,
    'src/main.tsx': `import '@academy/ui/styles.css';
import '@academy/ui/fonts.css';
import './app.css';
import {
  Button,
  createI18n,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  flowMessages,
  LoginForm,
  TooltipProvider,
} from '@academy/ui';
import { type LoginCredentials, loginMachine } from '@academy/ui/machines';
import type { Language } from '@academy/ui/languages';
import { useActorRef } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { fromPromise } from 'xstate';

const language: Language = 'en';
const i18n = createI18n({ language, namespaces: { flows: flowMessages } });

/** The app implements the machine's calls (here: a server that never answers). */
const login = loginMachine.provide({
  actors: { requestToken: fromPromise<string, LoginCredentials>(() => new Promise(() => {})) },
});

function Login() {
  const actor = useActorRef(login, { input: { prefs: { darkMode: false, language } } });
  return <LoginForm actor={actor} registrationHref="/register" passwordResetHref="/reset" />;
}

function App() {
  return (
    <main className="flex flex-col items-start gap-6 p-6">
      <Button data-testid="kit-button">Enrol</Button>
      <div className="brand">
        <Button data-testid="brand-button">Branded</Button>
      </div>
      <Login />
      <Dialog defaultOpen>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Enrol in the course</DialogTitle>
            <DialogDescription>Your place is kept for a day.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button>Confirm</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <TooltipProvider>
        <App />
      </TooltipProvider>
    </I18nextProvider>
  </StrictMode>,
);
`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), text);
  }
}

async function inBrowser(dir) {
  const { chromium } = await import('playwright');
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(server.url);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 }).catch(() => {});

    const primary = toRgb(tokenOf('color-primary'));
    await test('Button: painted with the kit’s primary token', async () => {
      const button = page.getByTestId('kit-button');
      const style = await button.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, height: s.height, radius: s.borderRadius };
      });
      if (style.background !== primary)
        throw new Error(`background ${style.background}, the token is ${primary}`);
      if (style.height !== '44px') throw new Error(`height ${style.height}, not the kit's 44px`);
    });
    await test('theming: a token the app overrides reaches the kit’s Button', async () => {
      const background = await page
        .getByTestId('brand-button')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      if (background !== BRAND) throw new Error(`background ${background}, not ${BRAND}`);
    });
    await test('Dialog: open, role dialog, named by its title, focus inside', async () => {
      if ((await dialog.count()) !== 1) throw new Error('no open dialog');
      const name = await dialog.getAttribute('aria-labelledby');
      const title = name && (await page.locator(`[id="${name}"]`).textContent());
      if (title !== 'Enrol in the course') throw new Error(`named "${title}"`);
      if (!(await dialog.evaluate((el) => el.contains(document.activeElement))))
        throw new Error('the focus is not in the dialog');
    });
    await test('Dialog: Tab and Shift+Tab keep the focus inside (trap)', async () => {
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        if (!(await dialog.evaluate((el) => el.contains(document.activeElement))))
          throw new Error(`the focus left the dialog after ${key}`);
      }
    });
    await test('Dialog: Escape closes it', async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
    });
    const card = page.locator('[data-slot="auth-card"]');
    await test('LoginForm: its fields are labelled, in the app’s language', async () => {
      await page.getByLabel(/e-?mail/i).waitFor({ timeout: 5000 });
      await page.getByLabel(/^password$/i).waitFor({ timeout: 5000 });
      if ((await card.getAttribute('data-state')) !== 'editing')
        throw new Error(`data-state ${await card.getAttribute('data-state')}`);
    });
    await test('LoginForm: an empty submit shows translated errors', async () => {
      await card.locator('button[type="submit"]').click();
      await page.getByText('Fill in the field').first().waitFor({ timeout: 5000 });
      const invalid = await card.locator('input[aria-invalid="true"]').count();
      if (invalid < 2) throw new Error(`${invalid} fields marked invalid, 2 expected`);
    });
    await test('dark: the .dark class swaps the tokens', async () => {
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      const dark = toRgb(tokenOf('color-primary', '.dark'));
      // The button's colour transitions (150 ms): wait for it to settle on the dark token.
      await page
        .waitForFunction(
          (expected) =>
            getComputedStyle(document.querySelector('[data-testid="kit-button"]'))
              .backgroundColor === expected,
          dark,
          { timeout: 3000 },
        )
        .catch(async () => {
          const background = await page
            .getByTestId('kit-button')
            .evaluate((el) => getComputedStyle(el).backgroundColor);
          throw new Error(`background ${background}, the dark token is ${dark}`);
        });
    });
    await test('fonts.css: the web fonts load from the app’s build', async () => {
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        ['Inter Variable', 'Cormorant Garamond'].filter((family) =>
          [...document.fonts].some(
            (f) => f.family.replace(/"/g, '') === family && f.status === 'loaded',
          ),
        ),
      );
      if (!loaded.includes('Inter Variable'))
        throw new Error(`loaded: ${loaded.join(', ') || 'none'}`);
    });
    await test('no console error and no page error', async () => {
      if (errors.length) throw new Error(errors.join('\n'));
    });
  } finally {
    await browser.close();
    server.close();
  }
}

/** `#1d5d58` → `rgb(29, 93, 88)`, as getComputedStyle writes it. */
function toRgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/'))
      file = join(dir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () =>
      resolveServer({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => server.close(),
      }),
    );
  });
}

function check(name, body) {
  try {
    body();
    results.push({ name });
    console.log(`✓ ${name}`);
    return true;
  } catch (error) {
    results.push({ name, failure: error.message });
    console.log(`✗ ${name}\n  ${error.message}`);
    return false;
  }
}

async function test(name, body) {
  try {
    await body();
    results.push({ name });
    console.log(`✓ ${name}`);
  } catch (error) {
    results.push({ name, failure: error.message });
    console.log(`✗ ${name}\n  ${error.message}`);
  }
}
