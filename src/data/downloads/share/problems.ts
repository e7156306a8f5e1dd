/** Each has its own sentence in both languages: what is wrong and what to do. */
export type SendProblem =
  /** Not a completed download of the viewer's. */
  | 'not-ready'
  /** The descriptor needs the network once, and there is none. */
  | 'offline'
  /** The stored files are not the ones the server describes (a download from before encryption). */
  | 'stale'
  /** The server refused or could not answer. */
  | 'failed'

export type ReceiveProblem =
  /** Not an episode file of this app (another kind of file, or a future version). */
  | 'foreign'
  /** Shared to the app, but the file never reached it (the app was not ready, or the share was empty). */
  | 'not-received'
  /** Cut short, or its header unreadable. */
  | 'damaged'
  /** A signature or a file's hash does not match: changed after the server signed it. */
  | 'tampered'
  /** The signature cannot be checked: the app has never been online to learn the server's key. */
  | 'no-key'
  | 'login'
  /** This viewer already has this episode on the device. */
  | 'already'
  | 'quota'
  | 'storage'
