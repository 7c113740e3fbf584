import type {
  CourseContent,
  StaffBanner,
  StaffChapter,
  StaffProtocol,
  StaffVideo,
} from '@academy/contract/back-office/course-content';
import type { selectStaffAction, selectVideoUpload } from '@academy/machines';

/** A course's content as the contract answers it (types only: no schema). */
export type { CourseContent, StaffBanner, StaffChapter, StaffProtocol, StaffVideo };

/** A video's upload row as the video-upload flow describes it (`selectVideoUpload`). */
export type VideoUploadView = ReturnType<typeof selectVideoUpload>;

export { nameIn as textIn } from '../taxonomy/record-form-values';

/** A content dialog as the staff-action flow describes it (`selectStaffAction`). */
export type StaffActionView = ReturnType<typeof selectStaffAction>;
