/** LIKE treats %, _ and \ as meta-characters; escaped, a folded query is plain text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The LIKE pattern of names or texts that hold the folded query anywhere. */
export function likeContains(folded: string): string {
  return `%${escapeLike(folded)}%`;
}
