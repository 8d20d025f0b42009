/** The contact feature's public face (see `features/plans/index.ts`): the /contact form. */
export { ContactForm } from './components/contact-form.tsx';
