import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { decodeImportBytes } from './import-file';

/** What was read: a file's text (with its name) or a pasted list (no name). */
export type ImportSource = { id: number; name: string | null; text: string };

let nextSourceId = 1;

/** A file input, a drop zone and a paste box (docs/EXPORT.md I1). */
export function ImportSourcePicker({ onRead }: { onRead: (source: ImportSource) => void }) {
  const t = useT();
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function readFile(file: File | undefined) {
    if (!file) return;
    const decoded = decodeImportBytes(new Uint8Array(await file.arrayBuffer()));
    setTooLarge(decoded.kind === 'too-large');
    if (decoded.kind === 'text')
      onRead({ id: nextSourceId++, name: file.name, text: decoded.text });
  }

  return (
    <section
      className={`import-source${dragging ? ' import-source--dragging' : ''}`}
      aria-labelledby={`${id}-title`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void readFile(event.dataTransfer.files[0]);
      }}
    >
      <h2 id={`${id}-title`} className="import-source__title">
        {t('import.sourceTitle')}
      </h2>
      <label className="import-source__file">
        <span className="button button--accent">{t('import.file')}</span>
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="visually-hidden"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
      </label>
      <p className="import-source__hint">{t('import.drop')}</p>
      {tooLarge ? (
        <p className="inline-notice inline-notice--error" role="alert">
          {t('import.tooLarge')}
        </p>
      ) : null}
      <label className="import-source__paste-label" htmlFor={`${id}-paste`}>
        {t('import.paste')}
      </label>
      <textarea
        id={`${id}-paste`}
        className="import-source__paste"
        rows={6}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
      />
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!pasted.trim() || undefined}
        onClick={() => {
          if (pasted.trim()) onRead({ id: nextSourceId++, name: null, text: pasted });
        }}
      >
        {t('import.read')}
      </button>
    </section>
  );
}
