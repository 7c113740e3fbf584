import sharp from 'sharp';

const noise = (width: number, height: number, sigma: number) => ({
  create: {
    width,
    height,
    channels: 3 as const,
    background: '#808080',
    noise: { type: 'gaussian' as const, mean: 128, sigma },
  },
});

/**
 * A camera-like JPEG (4000×3000 by default, ~3.6 MB): soft shapes (noise enlarged smoothly)
 * under a fine grain, which compresses like a photo, not like a flat colour (too easy) or pure
 * noise (no photo is).
 */
export async function testPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const shapes = await sharp(noise(160, 120, 60))
    .png()
    .toBuffer();
  const enlarged = await sharp(shapes).resize(width, height, { fit: 'fill' }).png().toBuffer();
  return sharp(enlarged)
    .composite([{ input: noise(width, height, 24), blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
