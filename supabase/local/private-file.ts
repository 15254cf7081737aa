// Reads a private JSON file of the local stack (secrets, the development signing key), creating it only when missing.
import { chmod, readFile, writeFile } from "node:fs/promises";

/**
 * The parsed file, or — only when it does not exist yet — `create()` written with owner-only permissions. Any other
 * failure (unreadable, corrupt) is an error that names the file: silently replacing a key would invalidate every
 * token and stored hash made with the old one.
 */
export async function readOrCreatePrivateJson<T>(file: string, create: () => Promise<T> | T): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const value = await create();
    await writeFile(file, JSON.stringify(value, null, 2), { mode: 0o600 });
    await chmod(file, 0o600);
    return value;
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}); fix it, or delete it to make a new one.`);
  }
}
