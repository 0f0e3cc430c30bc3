import AdminVideosPage from '../../features/admin-videos/pages/admin-videos-page';
import { VIDEO_CATEGORIES } from '../../features/uploads/video-categories';
import { VideoPoster } from '../../features/videos/components/poster';

/** 'Vidéos', composed: the videos feature's posters and the upload form's categories. */
export default function AdminVideosSection() {
  return <AdminVideosPage Poster={VideoPoster} categories={VIDEO_CATEGORIES} />;
}
