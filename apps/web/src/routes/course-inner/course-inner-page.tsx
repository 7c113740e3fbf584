import {
  firstUnfinishedVideo,
  type VideoProgressInput,
  videoProgressMachine,
} from '@academy/machines';
import { Breadcrumbs, CoursePlayer, replayFrom } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type AccessRecord, access } from '../../api/access';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/** The access record with its videos; a missing or foreign one goes Home (spec 8). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const record = await access.record(language, args.params.id ?? '').catch((error: unknown) => {
    console.warn('course access request failed', error);
    return null;
  });
  if (!record) throw redirect(pathsFor(language).home());
  return { language, record };
}

/** The course player (spec 2.5): one player per access record. */
export function Page() {
  const { language, record } = useLoaderData<typeof loader>();
  return <Player key={record.id} language={language} record={record} />;
}

function Player({
  language,
  record,
}: {
  language: VideoProgressInput['lang'];
  record: AccessRecord;
}) {
  const { course } = record;
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const actor = useActorRef(
    videoProgressMachine.provide({
      actors: {
        createVideoProgress: fromPromise(({ input }) => access.createVideoProgress(input)),
        updateVideoProgress: fromPromise(({ input }) => access.updateVideoProgress(input)),
      },
      actions: {
        warn: (_, { error }) => console.warn('course player', error),
        retryPlay: (_, { position }) => replayFrom(videoRef.current, position),
      },
    }),
    { input: playerInput(language, record) },
  );

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <PageHead title={course.name} noindex />
      <Breadcrumbs
        homeHref={paths.home()}
        items={[
          { label: t('learning.courses'), href: paths.dashboard.courses() },
          { label: course.name },
        ]}
        LinkComponent={RouterLink}
      />
      <CoursePlayer
        actor={actor}
        videoRef={videoRef}
        title={course.name}
        videos={course.courses_video.map((video) => ({
          id: video.id,
          title: video.title,
          duration: video.duration,
          src: video.video_link,
          hls: video.hls,
          kind: video.kind,
          captions: video.captions,
          thumbnails: video.thumbnails,
          poster: video.poster ?? (video.image_thumbnail || null),
        }))}
        chapters={course.course_content.map((chapter) => ({
          id: chapter.id,
          name: chapter.name,
          description: chapter.description,
          videoIds: chapter.videos.map((video) => video.id),
        }))}
        banners={course.stock_for_course}
        counts={{
          theoretical: course.total_theoretical_video,
          practical: course.total_practical_video,
        }}
        captionsLanguage={language}
      />
    </div>
  );
}

/**
 * The machine's input: each video's entry, progress and the position the server keeps (where
 * the user left it on any device), the user's speed, and where to open.
 */
function playerInput(
  language: VideoProgressInput['lang'],
  record: AccessRecord,
): VideoProgressInput {
  const videos = record.course.courses_video.map((video) => ({
    videoId: video.id,
    entryId: video.entry,
    progress: video.how_many_viewed,
    position: video.position,
  }));
  return {
    accessId: record.id,
    lang: language,
    fullProgress: record.full_progress,
    rate: record.playback_rate,
    videos,
    currentVideoId: firstUnfinishedVideo(videos),
  };
}
