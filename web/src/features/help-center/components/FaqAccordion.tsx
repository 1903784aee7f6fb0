import Accordion from 'react-bootstrap/Accordion';
import type { Faq } from '../api/help-center';
import { HtmlContent } from './HtmlContent';

/** Questions that open to their answers; one open at a time. */
export function FaqAccordion({
  faqs,
  defaultOpen,
}: {
  faqs: readonly Faq[];
  /** The id of a FAQ shown open at first. */
  defaultOpen?: string;
}) {
  return (
    <Accordion className="hc-accordion" defaultActiveKey={defaultOpen}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} eventKey={faq.id} data-testid="hc-faq">
          <Accordion.Header as="h3">{faq.question}</Accordion.Header>
          <Accordion.Body>
            <HtmlContent html={faq.answer} />
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
