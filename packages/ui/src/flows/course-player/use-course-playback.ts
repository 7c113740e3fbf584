import { selectVideoProgress, type VideoProgressActorRef } from '@academy/machines';
import {
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { ownsKeys, SEEK_STEP, startVideo } from './course-player.helpers';

/**
 * The player's `<video>` element and its frame: reports playback to the videoProgress machine,
 * starts each video where it was left at the speed last chosen, keeps the position when the
 * page is left, and answers the keys and the controls.
 */
export function useCoursePlayback(
  actor: VideoProgressActorRef,
  currentVideoId: number | null,
  videoRef: Ref<HTMLVideoElement | null> | undefined,
) {
  const element = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLElement>(null);
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(
    videoRef,
    () => element.current,
    [],
  );
  const [rate, setRate] = useState(() => selectVideoProgress(actor.getSnapshot()).resume.rate);
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const [ended, setEnded] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [resumedAt, setResumedAt] = useState(0);
  /** Where the video just chosen starts, applied once its metadata is known. */
  const pendingSeek = useRef<number | null>(null);
  const playOnLoad = useRef(false);
  /** A pause made by choosing another video: already reported. */
  const switching = useRef(false);

  // A newly chosen video starts where it was left (the machine keeps the position).
  useEffect(() => {
    if (currentVideoId === null) return;
    const { position } = selectVideoProgress(actor.getSnapshot()).resume;
    pendingSeek.current = position;
    setEnded(false);
    setResumedAt(0);
    const video = element.current;
    if (video) delete video.dataset.retries;
    if (video && video.readyState >= 1) {
      pendingSeek.current = null;
      setResumedAt(startVideo(video, rateRef.current, position, playOnLoad.current));
      playOnLoad.current = false;
    }
  }, [actor, currentVideoId]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

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

  /** Once the chosen video's metadata is known: the speed, the resume position, play. */
  const applyStart = () => {
    const video = element.current;
    if (!video) return;
    const position = pendingSeek.current;
    pendingSeek.current = null;
    setResumedAt(startVideo(video, rateRef.current, position, playOnLoad.current));
    playOnLoad.current = false;
  };

  const select = (videoId: number, play = false) => {
    if (videoId === currentVideoId) return;
    const video = element.current;
    if (video && !video.paused) {
      // Its position is kept now, for this video: the pause event comes after the switch.
      actor.send({ type: 'player.pause', currentTime: video.currentTime });
      switching.current = true;
      video.pause();
    }
    playOnLoad.current = play;
    actor.send({ type: 'video.select', videoId });
  };
  const chooseRate = (value: number) => {
    setRate(value);
    rateRef.current = value;
    if (element.current) {
      element.current.defaultPlaybackRate = value;
      element.current.playbackRate = value;
    }
    actor.send({ type: 'player.rateChange', rate: value });
  };
  const restart = () => {
    const video = element.current;
    if (!video) return;
    video.currentTime = 0;
    setResumedAt(0);
    setEnded(false);
    void video.play().catch(() => {});
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void frame.current?.requestFullscreen?.().catch(() => {});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const video = element.current;
    if (!video || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === ' ') {
      if (video.paused) void video.play().catch(() => {});
      else video.pause();
    } else if (key === 'arrowleft') {
      video.currentTime = Math.max(0, video.currentTime - SEEK_STEP);
    } else if (key === 'arrowright') {
      video.currentTime = Math.min(video.duration || Infinity, video.currentTime + SEEK_STEP);
    } else if (key === 'f') {
      toggleFullscreen();
    } else if (key === 'm') {
      video.muted = !video.muted;
    } else {
      return;
    }
    event.preventDefault();
  };

  /** The `<video>` element's handlers: what it plays, reported to the machine. */
  const videoEvents = {
    onLoadedMetadata: applyStart,
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      const { currentTime, duration } = event.currentTarget;
      actor.send({ type: 'player.timeUpdate', currentTime, duration });
    },
    onPause: (event: SyntheticEvent<HTMLVideoElement>) => {
      if (switching.current) {
        switching.current = false;
      } else if (!event.currentTarget.ended) {
        actor.send({
          type: 'player.pause',
          currentTime: event.currentTarget.currentTime,
        });
      }
    },
    onPlay: () => setEnded(false),
    onEnded: () => {
      actor.send({ type: 'player.ended' });
      setEnded(true);
    },
    onRateChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      const value = event.currentTarget.playbackRate;
      if (value !== rateRef.current) chooseRate(value);
    },
    onError: (event: SyntheticEvent<HTMLVideoElement>) =>
      actor.send({ type: 'player.error', error: event.currentTarget.error }),
  };

  return {
    element,
    frame,
    rate,
    ended,
    fullscreen,
    resumedAt,
    select,
    chooseRate,
    restart,
    toggleFullscreen,
    onKeyDown,
    videoEvents,
  };
}
