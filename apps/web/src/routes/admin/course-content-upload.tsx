import {
  selectVideoUpload,
  type UploadActorInput,
  type VideoProcessingState,
  type VideoUploadEvent,
  videoUploadMachine,
} from '@academy/machines';
import { nameIn, type StaffVideo, VideoUploadStatus } from '@academy/ui/back-office';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCallback, fromPromise } from 'xstate';
import { adminCourseContent, uploadVideoFile } from '../../api/admin-course-content';
import { useRefetchPage } from '../../app/refetch-page';

/**
 * A video's file on the content page: its flow (videoUploadMachine) started where the server
 * says the video is, the file sent with tus and the processing polled; once a processing it
 * followed ends ready, the page loads the course's content again (duration, status).
 */
export function VideoUploadCell({ video }: { video: StaffVideo }) {
  const { i18n } = useTranslation();
  const refetch = useRefetchPage();
  const logic = useMemo(
    () =>
      videoUploadMachine.provide({
        actors: {
          upload: fromCallback<VideoUploadEvent, UploadActorInput>(({ input, sendBack }) =>
            uploadVideoFile(input.videoId, input.file as File, {
              onProgress: (sent, total) => sendBack({ type: 'upload.progress', sent, total }),
              onSent: () => sendBack({ type: 'upload.sent' }),
              onError: (error) => sendBack({ type: 'upload.error', error }),
            }),
          ),
          checkProcessing: fromPromise<VideoProcessingState, { videoId: number }>(({ input }) =>
            adminCourseContent.processing(input.videoId),
          ),
        },
        actions: {
          onReady: () => void refetch(),
          logError: (_, { error }) => console.warn('video upload', error),
        },
      }),
    [refetch],
  );
  const actor = useActorRef(logic, { input: { videoId: video.id, initial: video } });
  const view = useSelector(actor, selectVideoUpload);
  return (
    <VideoUploadStatus
      title={nameIn(video.title, i18n.language)}
      view={view}
      onChooseFile={(file) => actor.send({ type: 'upload.start', file })}
      onRetry={() => actor.send({ type: 'upload.retry' })}
      onCancel={() => actor.send({ type: 'upload.cancel' })}
    />
  );
}
