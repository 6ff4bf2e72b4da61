/**
 * In-page anchors other parts of the shell jump to. The home page gives its FAQ section this
 * id (docs/product/site-and-pages.md#routes: "/ (landing, with FAQ section id FAQs …)"); the top
 * bar and footer scroll to it.
 */
export const FAQ_SECTION_ID = 'FAQs';
export const MAIN_CONTENT_ID = 'main-content';
