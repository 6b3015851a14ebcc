// Structured logs to stderr (stdout belongs to command output). One logger per process,
// created at start and passed down; never a module-level singleton.
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'whetstone'): Logger {
  return pino({ name, level, base: { pid: process.pid } }, pino.destination(2));
}
