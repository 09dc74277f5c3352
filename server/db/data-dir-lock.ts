import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Raised when another live process holds the embedded database's folder. */
export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
}

const LOCK_FILE = "pglite.lock";

/**
 * Takes the folder for this process (a file holding our pid, created exclusively). A lock left by a process that no
 * longer runs — a crash, a SIGKILL — is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirBusyError(
          `La base embarquée de ${dataDir} est déjà ouverte par un autre processus (pid ${holder}) : arrêtez-le, ou utilisez une base PostgreSQL (DATABASE_URL) pour travailler à plusieurs.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirBusyError(`Impossible de verrouiller la base embarquée de ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
