import { selectVideoProgress, type VideoProgressActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import {
  type Ref,
  type SyntheticEvent,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { startVideo } from './course-player.helpers';
import type { CoursePlayerVideo } from './course-player.types';
import { attachSource } from './media-source';

/** What the player shows: the `data-playback` of its frame. */
export type PlaybackState = 'loading' | 'paused' | 'playing' | 'ended' | 'error';

type Actor = VideoProgressActorRef;
/** The chosen speed: the machine's, its one place. */
const rateOf = (actor: Actor) => selectVideoProgress(actor.getSnapshot()).resume.rate;

/**
 * The player's `<video>` element: plays the current video's source in the same element (so full
 * screen and the speed stay when the video changes), reports playback to the videoProgress
 * machine, starts each video where it was left, keeps the position when the page is left.
 */
export function useCoursePlayback(
  actor: Actor,
  current: CoursePlayerVideo | null,
  videoRef: Ref<HTMLVideoElement | null> | undefined,
) {
  const element = useRef<HTMLVideoElement>(null);
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(
    videoRef,
    () => element.current,
    [],
  );
  const rate = useSelector(actor, (snapshot) => selectVideoProgress(snapshot).resume.rate);
  const [playback, setPlayback] = useState<PlaybackState>('loading');
  const [resumedAt, setResumedAt] = useState(0);
  /** Where the video just chosen starts, applied once its metadata is known. */
  const pendingSeek = useRef<number | null>(null);
  const playOnLoad = useRef(false);
  /** A pause made by choosing another video: already reported. */
  const switching = useRef(false);

  // The element's default speed is the machine's, so a new source (or hls.js attaching) keeps it.
  useEffect(() => {
    const video = element.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate]);

  // A newly chosen video: its source in the same element, started where it was left.
  const videoId = current?.id ?? null;
  const hls = current?.hls ?? null;
  const src = current?.src ?? null;
  useEffect(() => {
    const video = element.current;
    if (!video || videoId === null || src === null) return;
    pendingSeek.current = selectVideoProgress(actor.getSnapshot()).resume.position;
    setPlayback('loading');
    setResumedAt(0);
    delete video.dataset.retries;
    let live = true;
    let detach = () => {};
    const onFatal = (error: unknown) => {
      if (!live) return;
      setPlayback('error');
      actor.send({ type: 'player.error', error });
    };
    void attachSource(video, { hls, src }, { onFatal }).then((undo) => {
      if (live) detach = undo;
      else undo();
    }, onFatal);
    return () => {
      live = false;
      detach();
    };
  }, [actor, videoId, hls, src]);

  // Leaving the page keeps the position, as a pause does.
  useEffect(() => {
    const keep = () => {
      const video = element.current;
      if (video && document.visibilityState === 'hidden') {
        actor.send({ type: 'player.pause', currentTime: video.currentTime });
      }
    };
    document.addEventListener('visibilitychange', keep);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', keep);
      window.removeEventListener('pagehide', keep);
    };
  }, [actor]);

  /** Chooses another video; `play` starts it (the "next video" button). */
  const select = (videoId: number, play = false) => {
    if (videoId === current?.id) return;
    const video = element.current;
    if (video && !video.paused) {
      // Its position is kept now, for this video: the pause event comes after the switch.
      actor.send({ type: 'player.pause', currentTime: video.currentTime });
      switching.current = true;
      video.pause();
    }
    playOnLoad.current = play;
    // The speed is not touched: the machine keeps one for every video.
    actor.send({ type: 'video.select', videoId });
  };
  const restart = () => {
    const video = element.current;
    if (!video) return;
    video.currentTime = 0;
    setResumedAt(0);
    void video.play().catch(() => {});
  };

  /** The `<video>` element's handlers: what it plays, reported to the machine. */
  const videoEvents = {
    onLoadedMetadata: () => {
      const video = element.current;
      if (!video) return;
      const position = pendingSeek.current;
      pendingSeek.current = null;
      setResumedAt(startVideo(video, rateOf(actor), position, playOnLoad.current));
      playOnLoad.current = false;
      setPlayback(video.paused ? 'paused' : 'playing');
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      const { currentTime, duration } = event.currentTarget;
      actor.send({ type: 'player.timeUpdate', currentTime, duration });
    },
    onPause: (event: SyntheticEvent<HTMLVideoElement>) => {
      if (!event.currentTarget.ended) setPlayback('paused');
      if (switching.current) {
        switching.current = false;
      } else if (!event.currentTarget.ended) {
        actor.send({ type: 'player.pause', currentTime: event.currentTarget.currentTime });
      }
    },
    onPlay: () => setPlayback('playing'),
    onEnded: () => {
      actor.send({ type: 'player.ended' });
      setPlayback('ended');
    },
    onRateChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      const value = event.currentTarget.playbackRate;
      if (value !== rateOf(actor)) actor.send({ type: 'player.rateChange', rate: value });
    },
    onError: (event: SyntheticEvent<HTMLVideoElement>) => {
      setPlayback('error');
      actor.send({ type: 'player.error', error: event.currentTarget.error });
    },
  };

  return { element, playback, resumedAt, select, restart, videoEvents };
}
