import { usePublicConfig } from '../../features/auth/api/get-public-config';
import UploadPage from '../../features/uploads/pages/upload-page';

/** /upload: the upload page, told the server's size cap (MAX_UPLOAD_MB) from the public config. */
export default function UploadRoute() {
  const maxUploadMb = usePublicConfig().data?.maxUploadMb;
  return <UploadPage maxUploadMb={maxUploadMb} />;
}
