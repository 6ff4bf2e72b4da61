// What the operator publishes and the public site keeps: settings, texts, FAQ, homepage sections, announcements, contact messages and the visitor count.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Operator settings: referral rate, conversion charge… (typed in modules/settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Operator prose has a Hindi column beside each English one (`…_hi`), null or '' when the
 * operator wrote none: members who chose Hindi then read the English
 * (docs/decisions/0016-texts-as-typed-objects.md).
 */

/** Operator HTML blocks addressed by key: legal pages and per-page instructions. */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  html: text('html').notNull(),
  htmlHi: text('html_hi'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  questionHi: text('question_hi'),
  answerHtml: text('answer_html').notNull(),
  answerHtmlHi: text('answer_html_hi'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const homepageSections = pgTable('homepage_sections', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  titleHi: text('title_hi'),
  messageHtml: text('message_html').notNull(),
  messageHtmlHi: text('message_html_hi'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const announcements = pgTable('announcements', {
  id: text('id').primaryKey(),
  messageHtml: text('message_html').notNull(),
  messageHtmlHi: text('message_html_hi'),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    memberId: text('member_id'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Distinct visitors per Indian day, counted by a keyed hash of the address and day: the raw IP
 * address is never stored, and one day's hash cannot be linked to another day's.
 */
export const visitorDays = pgTable(
  'visitor_days',
  {
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [uniqueIndex('visitor_days_key').on(t.day, t.visitorHash)],
);
