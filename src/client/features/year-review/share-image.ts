/**
 * The review as a picture to share: a PNG drawn on a canvas on the device (the map, the
 * counts, the traveller's name and the year), handed to the system share sheet with the file
 * where the browser can share files, else saved as a download. No service sees it first.
 */
import { saveFile } from '../../app/save-file';
import { MAP_VIEW, type MapPaths, projectPoint } from '../world-map/world-map-paths';

/** The size link previews and most feeds show whole. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const PAPER = '#fbf7ee';
const INK = '#2d2a26';
const MUTED = '#6b6256';
const SEA = '#dbe7ee';
const LAND = '#f3efe6';
const COAST = '#7f9cad';
const BORDER = '#ad9f88';
const DOT = '#b5432f';
const FONT = 'system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif';

export type ShareImageText = {
  title: string;
  name: string;
  /** Lines under the title, e.g. "12 sites", "4 countries". */
  facts: readonly string[];
  footer: string;
};

export type ShareImageInput = {
  text: ShareImageText;
  paths: MapPaths | null;
  points: readonly { latitude: number; longitude: number }[];
};

function drawMap(ctx: CanvasRenderingContext2D, input: ShareImageInput, box: DOMRect): void {
  ctx.save();
  ctx.fillStyle = SEA;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  const scale = Math.min(box.width / MAP_VIEW.width, box.height / MAP_VIEW.height);
  const offsetY = box.y + (box.height - MAP_VIEW.height * scale) / 2;
  ctx.translate(box.x, offsetY);
  ctx.scale(scale, scale);
  ctx.translate(-MAP_VIEW.x, -MAP_VIEW.y);
  if (input.paths) {
    ctx.fillStyle = LAND;
    ctx.strokeStyle = COAST;
    ctx.lineWidth = 0.8 / scale;
    const land = new Path2D(input.paths.land);
    ctx.fill(land, 'evenodd');
    ctx.stroke(land);
    ctx.strokeStyle = BORDER;
    ctx.lineWidth = 0.5 / scale;
    ctx.stroke(new Path2D(input.paths.borders));
  }
  ctx.fillStyle = DOT;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5 / scale;
  for (const point of input.points) {
    const { x, y } = projectPoint(point.latitude, point.longitude);
    ctx.beginPath();
    ctx.arc(x, y, 6 / scale, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** Draws the picture; resolves with the PNG. */
export function drawShareImage(input: ShareImageInput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_IMAGE_WIDTH;
  canvas.height = SHARE_IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('share image: no 2D canvas'));
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
  drawMap(ctx, input, new DOMRect(440, 40, 720, 550));
  ctx.fillStyle = INK;
  ctx.textBaseline = 'top';
  ctx.font = `bold 44px ${FONT}`;
  ctx.fillText(input.text.title, 48, 56, 360);
  ctx.fillStyle = MUTED;
  ctx.font = `28px ${FONT}`;
  ctx.fillText(input.text.name, 48, 120, 360);
  ctx.fillStyle = INK;
  ctx.font = `bold 34px ${FONT}`;
  input.text.facts.forEach((fact, i) => {
    ctx.fillText(fact, 48, 210 + i * 64, 360);
  });
  ctx.fillStyle = MUTED;
  ctx.font = `24px ${FONT}`;
  ctx.fillText(input.text.footer, 48, 550, 360);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('share image: no PNG'));
    }, 'image/png');
  });
}

/**
 * Shares the picture as a file where the browser can, else downloads it. 'shared' or
 * 'saved'; 'cancelled' when the traveller closed the share sheet.
 */
export async function shareOrSave(
  blob: Blob,
  fileName: string,
  title: string,
): Promise<'shared' | 'saved' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  const files = [file];
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files })) {
    try {
      await navigator.share({ files, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // A share sheet that refuses the file: saving it still gives the traveller the picture.
    }
  }
  saveFile(file, file.name);
  return 'saved';
}
