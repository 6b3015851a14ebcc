// Entry point of the compiled build (dist/cli-main.js).
import { main } from './cli.ts';

process.exitCode = await main(process.argv);
