import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { processImage } from "#app/.server/media/process-image.ts";

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 5;

/**
 * A 12-megapixel photo as a phone saves it: JPEG at quality 90 of random pixels softened a little
 * (sensor noise that a photo's encoders cannot just skip), so every run does a photo's full work.
 */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.random() * 256;
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The whole upload pipeline (checks, decode, AVIF and WebP at every width) on one 12 MP JPEG. */
export async function measureMediaProcessing() {
  const jpeg = await twelveMegapixelJpeg();
  const seconds: number[] = [];
  const cpuSeconds: number[] = [];
  let stored = 0;
  let variants = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const outcome = await processImage(jpeg, "bench.jpg");
    const elapsed = (performance.now() - start) / 1000;
    // libvips encodes on its own threads in this process: their time is counted here too.
    const cpu = process.cpuUsage(cpuStart);
    if (!outcome.ok) throw new Error(outcome.error);
    // The first run warms libvips up and is not counted.
    if (run > 0) {
      seconds.push(elapsed);
      cpuSeconds.push((cpu.user + cpu.system) / 1e6);
    }
    variants = outcome.image.files.length;
    stored = outcome.image.files.reduce((total, file) => total + file.bytes.length, 0);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    sourceBytes: jpeg.length,
    variants,
    storedBytes: stored,
    medianSeconds: median(seconds),
    medianCpuSeconds: median(cpuSeconds),
    seconds,
  };
}
