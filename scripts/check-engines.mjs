// Every installed package's `engines.node` must admit every Node version the root `engines` promises
// (issue 36: a dependency that declares a newer Node than we support is a broken promise, even when it runs).
import { readFileSync } from 'node:fs';
import semver from 'semver';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const promised = lock.packages[''].engines.node;
const refusing = Object.entries(lock.packages)
  .filter(([path, pkg]) => path && typeof pkg.engines?.node === 'string')
  .filter(([, pkg]) => !semver.subset(promised, pkg.engines.node))
  .map(
    ([path, pkg]) => `${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${pkg.engines.node}`,
  );

if (refusing.length > 0) {
  console.error(`engines: these packages do not run on every Node the project promises (${promised}):`);
  for (const line of refusing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every locked package admits node ${promised}`);
