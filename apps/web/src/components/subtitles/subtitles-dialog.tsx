import { Modal } from '../ui/modal';
import { SubtitlesManager, type SubtitledVideo } from './subtitles-manager';
import { subtitlesTexts } from './subtitles-texts';

export interface SubtitlesDialogProps {
  /** The video whose subtitles are managed; null: the dialog is closed (it stays mounted, so focus goes back to its button). */
  video: SubtitledVideo | null;
  onClose: () => void;
}

/**
 * The « Sous-titres » dialog of a video's row. Its own chunk: a feature loads it lazily on the first press
 * (`lazy(() => import('…/components/subtitles/subtitles-dialog'))`), so the lists stay light.
 */
export default function SubtitlesDialog({ video, onClose }: SubtitlesDialogProps) {
  return (
    <Modal open={video !== null} onClose={onClose} title={subtitlesTexts.dialogTitle} className="subtitles-dialog">
      {video && <SubtitlesManager key={video.id} video={video} />}
    </Modal>
  );
}
