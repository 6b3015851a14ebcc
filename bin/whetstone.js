#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so a checkout works without a build step.
// Production images run the compiled `node dist/cli-main.js` instead (see deploy/Dockerfile).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv);
