/**
 * How many event streams may follow one answer at once, its sender's included. A re-attach
 * (a reloaded page, another tab) past it is refused with a 429.
 */
export const ANSWER_STREAMS_PER_ANSWER = 5;
/** How many event streams may follow one user's running answers at once, across them all. */
export const ANSWER_STREAMS_PER_USER = 10;

/** What the API says when an answer ends before its first word, or cannot be followed. */
export const ANSWER_STREAM_WORDS = {
  /** Stopped before the provider sent a word: the run is as if never asked. */
  stoppedBeforeAnswer: 'Stopped before any answer: nothing was saved or charged.',
  /** A chat stopped before a word: the question stays, no answer is kept, nothing is spent. */
  chatStoppedBeforeAnswer: 'Stopped before any answer: nothing was charged.',
  tooManyOnAnswer: `This answer is already open in ${ANSWER_STREAMS_PER_ANSWER} places. Close one of them and try again.`,
  tooManyForUser: `Your answers are already open in ${ANSWER_STREAMS_PER_USER} places. Close one of them and try again.`,
  /** Followed from another server, whose writer went away before the end (it crashed or was killed). */
  ownerGone: 'The server writing this answer stopped before the end. Please try again.',
  /** This server follows as many answers written elsewhere as it can. */
  followersBusy: 'Too many answers are being followed on this server right now. Please try again shortly.',
} as const;
