import { parseArgs } from 'node:util';

/** A refusal or bad input of a database CLI: its message is printed as is, without a stack trace. */
export class CliError extends Error {}

/** Reads `--<name> VALUE` (the only option a db:* command takes); anything else is a CliError with the usage. */
export function requiredPathOption(argv: string[], name: 'out' | 'from', usage: string): string {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args: argv, options: { [name]: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}`);
  }
  const value = values[name];
  if (!value) throw new CliError(`Missing --${name} FILE.\nUsage: ${usage}`);
  return value;
}

/** Runs a CLI's main: a CliError prints its message, anything else one line; both exit with status 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof CliError ? message : `Failed: ${message}`);
    process.exit(1);
  });
}

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
