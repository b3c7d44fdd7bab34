// PASS/FAIL lines and the closing "N passed, M failed" line that CI greps for.
export class Tally {
  passed = 0;
  failed = 0;

  check(ok: boolean, name: string, detail?: string): boolean {
    if (ok) this.passed++;
    else this.failed++;
    console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ` — ${detail}` : ""}`);
    return ok;
  }

  pass(name: string, detail?: string) {
    return this.check(true, name, detail);
  }

  fail(name: string, detail?: string) {
    return this.check(false, name, detail);
  }

  /** Runs one scenario; an exception inside it is a failure of that scenario, not a crash of the run. */
  async section(name: string, fn: () => Promise<void>): Promise<void> {
    console.log(`\n== ${name}`);
    try {
      await fn();
    } catch (err) {
      this.fail(name, `aborted: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Prints the summary line on its own line and returns the process exit code. */
  finish(): number {
    console.log(`\n${this.passed} passed, ${this.failed} failed`);
    return this.failed === 0 && this.passed > 0 ? 0 : 1;
  }
}

/**
 * Runs a script's main and exits with its code (Tally.finish()'s); a crash outside the checks is
 * printed and counted as one failure, in the same summary line the checks end with.
 */
export function runAndExit(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      console.log("\n0 passed, 1 failed");
      process.exit(1);
    },
  );
}
