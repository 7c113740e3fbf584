import {
  IMAGE_FORMAT,
  IMAGE_MAX_PIXELS,
  IMAGE_REFUSALS,
  type ImageRefusal,
  type ImageVariantSpec,
} from '@academy/contract/back-office/images';
import sharp, { type Sharp } from 'sharp';

/** One file made from an upload, ready to store. */
export interface ResizedVariant {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The upload upright, as a viewer shows it, and its files. */
export interface ResizedImage {
  width: number;
  height: number;
  variants: ResizedVariant[];
}

/** A refusal of the upload, said in the contract's words on the form's field. */
export class ImageRefused extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(IMAGE_REFUSALS[refusal]);
  }
}

/**
 * Libvips's own threads: one per core would let a single upload take both of a small server's
 * cores from every other request; two keep an upload of a few variants near a second.
 */
sharp.concurrency(2);

/**
 * The decoder never reads more than IMAGE_MAX_PIXELS (a decompression bomb is refused from its
 * header), stops on a damaged file rather than drawing grey, and takes an animation's first frame.
 */
const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 });

/** How much of the upright picture a variant keeps: what fills its frame, or fits its box. */
function scaleFor(spec: ImageVariantSpec, width: number, height: number): number {
  return spec.height
    ? Math.max(spec.width / width, spec.height / height)
    : Math.min(spec.width / width, (spec.maxHeight ?? spec.width) / height);
}

function resized(image: Sharp, spec: ImageVariantSpec): Sharp {
  return spec.height
    ? // A fixed frame: filled, cropped from the centre (where the slider's CSS crops too).
      image.resize(spec.width, spec.height, { fit: 'cover', withoutEnlargement: true })
    : image.resize(spec.width, spec.maxHeight ?? spec.width, {
        fit: 'inside',
        withoutEnlargement: true,
      });
}

/**
 * One resize at a time in a process: each holds a decoded picture (up to ~200 MB at the pixel
 * limit) and both cores, so simultaneous uploads wait their turn instead of exhausting memory.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = turn.then(work, work);
  turn = done.catch(() => undefined);
  return done;
}

/**
 * Turns the upload upright by its EXIF orientation, drops its metadata (sharp writes none unless
 * asked: no GPS position or camera reaches the site) and encodes each variant as WebP. AVIF would
 * be some 20% smaller but takes several seconds per large variant on a two-core server, while the
 * editor waits; WebP takes a fraction of a second.
 */
export function resizeImage(
  bytes: Uint8Array,
  specs: readonly ImageVariantSpec[],
): Promise<ResizedImage> {
  return inTurn(() => resizeNow(bytes, specs));
}

async function resizeNow(
  bytes: Uint8Array,
  specs: readonly ImageVariantSpec[],
): Promise<ResizedImage> {
  // The header only (no pixel is decoded): the pixel limit is said as such, not as damage.
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ImageRefused('unreadable');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new ImageRefused('tooManyPixels');
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const quarter = (meta.orientation ?? 1) >= 5;
  const width = quarter ? meta.height : meta.width;
  const height = quarter ? meta.width : meta.height;
  // Decoded and turned once, at the size the most demanding variant needs; each variant is
  // made from those pixels (decoding a 12 MP JPEG per variant took most of the time).
  const scale = Math.min(1, Math.max(...specs.map((spec) => scaleFor(spec, width, height))));
  const base = await open(bytes)
    .rotate()
    .resize(Math.round(width * scale), Math.round(height * scale), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRefused('unreadable');
    });
  const raw = { raw: base.info };
  const variants: ResizedVariant[] = [];
  for (const spec of specs) {
    const { data, info } = await resized(sharp(base.data, raw), spec)
      .toFormat(IMAGE_FORMAT, { quality: spec.quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ name: spec.name, bytes: data, width: info.width, height: info.height });
  }
  return { width, height, variants };
}
