import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

/** See common-passwords.PROVENANCE.md beside the list. */
export const commonPasswordsFile = path.join(projectRoot, 'src/server/auth/common-passwords.txt');

let list: Set<string> | undefined;

/** The shipped list, read once on first use. */
export function commonPasswords(): Set<string> {
  if (!list) {
    const lines = readFileSync(commonPasswordsFile, 'utf8').split('\n');
    list = new Set(lines.map((line) => line.trim()).filter((line) => line.length > 0));
  }
  return list;
}

/** Like Django's CommonPasswordValidator: the list is lower case, compare trimmed lower case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
