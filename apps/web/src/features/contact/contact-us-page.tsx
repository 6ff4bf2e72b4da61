import { ComingSoon } from '../../components/coming-soon';

/** /contact-us: the contact form (spec part 1 §2). Built by the public site issue. */
export function ContactUsPage() {
  return <ComingSoon title="Contact Us" area="public" />;
}
