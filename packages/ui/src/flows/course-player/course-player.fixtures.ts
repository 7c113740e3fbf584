import { type VideoProgressInput, videoProgressMachine } from '@academy/machines';
import { storyPromise } from '../use-story-actor';
import type {
  CoursePlayerBanner,
  CoursePlayerChapter,
  CoursePlayerVideo,
} from './course-player.types';

/** The stories' and tests' course: the demo files Storybook serves (`.storybook/public/demo`). */
const HLS = '/demo/hls';
export const CAPTIONS = [
  { lang: 'ro', label: 'Română', src: `${HLS}/captions-ro.vtt` },
  { lang: 'en', label: 'English', src: `${HLS}/captions-en.vtt` },
] as const;

export const VIDEOS: CoursePlayerVideo[] = [
  {
    id: 1,
    title: 'Anatomia buzelor',
    duration: '00:02',
    src: '/demo/video/theory.mp4',
    hls: `${HLS}/master.m3u8`,
    captions: CAPTIONS,
    thumbnails: `${HLS}/thumbs.vtt`,
    kind: 'theoretical',
  },
  {
    id: 2,
    title: 'Alegerea filerului',
    duration: '00:05',
    src: '/demo/video/practice.mp4',
    kind: 'theoretical',
  },
  {
    id: 3,
    title: 'Tehnica cu canulă',
    duration: '00:04',
    src: '/demo/video/theory.mp4',
    kind: 'practical',
  },
  {
    id: 4,
    title: 'Caz clinic: restabilirea volumului',
    duration: '00:02',
    src: '/demo/video/missing.mp4',
    kind: 'practical',
  },
];

export const CHAPTERS: CoursePlayerChapter[] = [
  { id: 1, name: 'Teorie', description: 'Vase, zone de risc și proporții.', videoIds: [1, 2] },
  { id: 2, name: 'Practică', videoIds: [3, 4] },
];

export const BANNERS: CoursePlayerBanner[] = [
  { id: 1, image: '/demo/content/article-1.svg', link: '/ro/promotions/1' },
  { id: 2, image: '/demo/content/article-2.svg', link: '/ro/promotions/2' },
];

/** Video 1 watched, video 2 started (with its record), 3 and 4 not started: the course at 35 %. */
export const INPUT: VideoProgressInput = {
  accessId: 7,
  lang: 'ro',
  fullProgress: 35,
  videos: [
    { videoId: 1, entryId: 11, progress: 100 },
    { videoId: 2, entryId: 12, progress: 40 },
    { videoId: 3, entryId: null, progress: 0 },
    { videoId: 4, entryId: null, progress: 0 },
  ],
  currentVideoId: 2,
};

/** The machine with its calls answered at once, or the one named left under way. */
export function playerMachine(pending?: 'create' | 'update') {
  return videoProgressMachine.provide({
    actors: {
      createVideoProgress: storyPromise(
        pending === 'create'
          ? { settle: 'never' }
          : { settle: 'resolve', output: { id: 501, full_progress: 40 } },
      ),
      updateVideoProgress: storyPromise(
        pending === 'update'
          ? { settle: 'never' }
          : { settle: 'resolve', output: { full_progress: 40 } },
      ),
    },
  });
}
