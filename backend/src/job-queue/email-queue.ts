/** The EmailPlugin's own queue: each job is one email, ready to send. */
export const EMAIL_QUEUE = 'send-email';
