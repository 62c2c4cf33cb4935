/**
 * Thrown by a handler when another attempt cannot help (e.g. a URL the network policy refuses):
 * the job is given up at once, its error kept, instead of being retried up to maxAttempts.
 */
export class PermanentJobFailure extends Error {}
