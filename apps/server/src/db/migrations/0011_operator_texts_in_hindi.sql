ALTER TABLE "announcements" ADD COLUMN "message_html_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_html_hi" text;--> statement-breakpoint
ALTER TABLE "homepage_sections" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "homepage_sections" ADD COLUMN "message_html_hi" text;--> statement-breakpoint
ALTER TABLE "site_texts" ADD COLUMN "html_hi" text;