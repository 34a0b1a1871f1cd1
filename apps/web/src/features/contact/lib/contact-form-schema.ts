// Loaded on demand by the contact form (lazyZodResolver): zod stays out of the page's initial JavaScript.
export { ContactRequestSchema as ContactFormSchema } from '@counsel/contracts';
