/* How an upload can end other than with the created video (besides an ApiError from the server). */

/** The connection stayed down through every retry; sending again resumes where the server stopped. */
export class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
}

/** The person cancelled the upload. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

/** The server has the whole file, but its answer (the created video) was lost with the connection. */
export class UploadAnswerLostError extends Error {
  override readonly name = 'UploadAnswerLostError';
}
