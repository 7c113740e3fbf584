import { spawn } from 'node:child_process';

/** What ffprobe says of a file the pipeline takes. */
export interface ProbedVideo {
  /** Seconds, from the container. */
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** The upload is not a video ffprobe can read: refused with this message, never transcoded. */
export class NotAVideoError extends Error {}

/** The last characters of a tool's error output kept in a failure (the job's error, the log). */
const TAIL = 1500;

interface Run {
  stdout: string;
  stderr: string;
}

/** Runs a tool to its end; `onLine` sees each line of its output as it comes. */
function runTool(command: string, args: string[], onLine?: (line: string) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += onLine ? '' : chunk;
      if (!onLine) return;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-TAIL);
    });
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}): install ffmpeg`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim() || 'no output'}`));
    });
  });
}

/**
 * Runs ffmpeg quietly; with `duration`, `onPercent` follows its `-progress` report (the output
 * time reached, against the source's duration), so a job can show how far it is.
 */
export async function runFfmpeg(
  args: string[],
  progress?: { duration: number; onPercent: (percent: number) => void },
): Promise<void> {
  const quiet = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  if (!progress) {
    await runTool('ffmpeg', [...quiet, ...args]);
    return;
  }
  let last = -1;
  await runTool('ffmpeg', [...quiet, '-progress', 'pipe:1', '-nostats', ...args], (line) => {
    // out_time_us (and, despite its name, out_time_ms) are microseconds of output written.
    const match = /^out_time_us=(\d+)/.exec(line);
    if (!match || progress.duration <= 0) return;
    const percent = Math.min(99, Math.floor(Number(match[1]) / 1e4 / progress.duration));
    if (percent <= last) return;
    last = percent;
    progress.onPercent(percent);
  });
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** A phone's portrait video is stored sideways with a rotation; ffmpeg turns it upright. */
function isSideways(stream: ProbeStream): boolean {
  const rotation = Number(
    stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate,
  );
  return Math.abs(rotation % 180) === 90;
}

/**
 * Reads a file with ffprobe: it is a video when it has a moving picture stream (not a cover
 * image) and a duration. A still image, a sound file or anything else is a NotAVideoError.
 */
export async function probeVideo(path: string): Promise<ProbedVideo> {
  let output: string;
  try {
    const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path];
    output = (await runTool('ffprobe', args)).stdout;
  } catch (error) {
    if (error instanceof Error && /could not start/.test(error.message)) throw error;
    throw new NotAVideoError('The file is not a video ffprobe can read.');
  }
  const info = JSON.parse(output) as {
    streams?: ProbeStream[];
    format?: { duration?: string; format_name?: string };
  };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const duration = Number(info.format?.duration ?? 0);
  const still = /(^|,)(image2|\w+_pipe)(,|$)/.test(info.format?.format_name ?? '');
  if (!video?.width || !video.height || still || !(duration > 0))
    throw new NotAVideoError('The file has no video stream.');
  const sideways = isSideways(video);
  return {
    duration,
    // As shown, upright: the renditions and the thumbnails are made of the turned picture.
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
