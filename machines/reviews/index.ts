export { reviewFormMachine } from './review-form.machine';
export * from './review-form.selectors';
export { type FileMeta, type ReviewDestination, type ReviewField, type ReviewInput, type ReviewSubmission } from './review-form.types';
