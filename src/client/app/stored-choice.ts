/**
 * A choice the browser keeps for the user in localStorage (the interface language, the
 * cookie answer, the map's display mode): what its zustand store starts from and writes back
 * on every change. Storage can be unavailable (privacy modes, blocked cookies): reading then
 * gives what `parse` makes of nothing, and a choice that could not be written still holds
 * for this visit, in the store.
 *
 * The keys are persisted in users' browsers: each store names its key in a LOUD comment,
 * because renaming one silently forgets everyone's choice.
 */
export interface StoredChoice<Choice extends string | null> {
  read(): Choice;
  write(choice: Choice & string): void;
}

export function storedChoice<Choice extends string | null>(
  key: string,
  parse: (stored: string | null) => Choice,
): StoredChoice<Choice> {
  return {
    read() {
      try {
        return parse(localStorage.getItem(key));
      } catch {
        return parse(null);
      }
    },
    write(choice) {
      try {
        localStorage.setItem(key, choice);
      } catch {
        // Not persisted: the store still holds the choice for this visit.
      }
    },
  };
}
