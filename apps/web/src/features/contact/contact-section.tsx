import { ContactForm } from './components/contact-form';

/**
 * The contact form as the home page's contact section (docs/product/site-and-pages.md#home-page).
 * app/ composes it into HomePage's contactSection, since one feature does not import another; a
 * module of its own so the form's code loads apart from the first screen.
 */
export function HomeContactSection() {
  return <ContactForm />;
}
