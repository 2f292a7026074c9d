/**
 * Hands a file to the browser's download, as a link with `download` does: the export's ZIP,
 * the year in review's picture.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the object URL after this returns, for as long as it takes;
  // revoking it at once can cancel it, so it goes after a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
