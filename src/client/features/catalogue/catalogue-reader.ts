import type { CatalogueResponse, CatalogueSite } from '../../../shared/api/catalogue';
import { CATALOGUE_CLOSING_LINE } from '../../../shared/api/catalogue-lines';
import {
  CatalogueFormatError,
  checkCatalogue,
  checkCatalogueHeader,
  checkSite,
  checkSiteCount,
} from './catalogue-check';

/** How the first line ends when the server lays the document out one site per line. */
const HEADER_END = '"sites":[';

/**
 * Reads a catalogue body piece by piece as it downloads. The server lays the
 * JSON out one site per line (shared/api/catalogue-lines.ts), so each
 * complete line is decoded, parsed and checked while later bytes are still
 * on the way: when the last byte arrives only the last lines are left.
 *
 * A body laid out any other way (one long line, say, from an older server)
 * is still read: it is kept as text and parsed whole at the end. Either way
 * the result has passed checkCatalogue's rules, count included, so a body cut
 * off mid-way is refused.
 */
export class CatalogueReader {
  private readonly decoder = new TextDecoder();
  /** Text after the last line break: the start of a line still arriving. */
  private partial = '';
  private mode: 'first-line' | 'lines' | 'closed' | 'whole' = 'first-line';
  private header: CatalogueResponse | null = null;
  private readonly sites: CatalogueSite[] = [];
  /** The whole body's text, for a body not laid out in lines. */
  private whole: string[] = [];
  /** Set by the first bad line; reported by `finish` (push never throws mid-download). */
  private failure: unknown = null;
  /** Milliseconds spent reading in `push`, i.e. while the download was still running. */
  private busy = 0;

  push(bytes: Uint8Array): void {
    if (this.failure !== null) return;
    const started = performance.now();
    try {
      this.readText(this.decoder.decode(bytes, { stream: true }));
    } catch (error) {
      this.failure = error;
    }
    this.busy += performance.now() - started;
  }

  /** Time spent reading before the last byte arrived (ms). */
  get readWhileReceiving(): number {
    return this.busy;
  }

  /** The body has ended: reads what is left and returns the checked document. */
  finish(): CatalogueResponse {
    if (this.failure !== null) throw this.failure;
    this.readText(this.decoder.decode());
    if (this.mode === 'whole') return checkCatalogue(JSON.parse(this.whole.join('')));
    if (this.mode === 'first-line') {
      // No line break at all: the whole body is one line.
      return checkCatalogue(JSON.parse(this.partial));
    }
    this.readLine(this.partial);
    this.partial = '';
    if (this.mode !== 'closed' || !this.header) {
      throw new CatalogueFormatError('the catalogue ends before its last line');
    }
    checkSiteCount(this.header.count, this.sites.length);
    return { ...this.header, sites: this.sites };
  }

  private readText(text: string): void {
    if (this.mode === 'whole') {
      this.whole.push(text);
      return;
    }
    let from = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
      const line = this.partial + text.slice(from, end);
      this.partial = '';
      from = end + 1;
      if (this.mode === 'first-line' && !line.endsWith(HEADER_END)) {
        // Not the one-site-per-line layout: keep everything and parse it at the end.
        this.mode = 'whole';
        this.whole.push(line, '\n', text.slice(from));
        return;
      }
      this.readLine(line);
    }
    this.partial += text.slice(from);
  }

  private readLine(line: string): void {
    if (this.mode === 'first-line') {
      this.header = checkCatalogueHeader(JSON.parse(`${line}${CATALOGUE_CLOSING_LINE}`));
      this.mode = 'lines';
      return;
    }
    if (this.mode === 'closed') {
      if (line.trim() !== '') throw new CatalogueFormatError('text after the catalogue');
      return;
    }
    if (line === CATALOGUE_CLOSING_LINE) {
      this.mode = 'closed';
      return;
    }
    const json = line.endsWith(',') ? line.slice(0, -1) : line;
    this.sites.push(checkSite(JSON.parse(json), this.sites.length));
  }
}
