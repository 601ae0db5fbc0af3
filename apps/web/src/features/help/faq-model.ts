import type { FaqDocument } from '@portal/contract';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** The FAQ document as the accordion shows it; ids follow the order, so they are stable for one document. */
export function toCategories(document: FaqDocument): FaqCategory[] {
  return document.questions_by_category.map((category, index) => ({
    id: `c${index}`,
    title: category.questions_category,
    entries: category.question_and_answer.map((entry, position) => ({
      id: `c${index}-q${position}`,
      question: entry.question,
      answer: entry.answer,
    })),
  }));
}

/** Case- and mark-insensitive text to compare: Arabic short vowels, hamza seats and ё do not decide a match. */
export function searchable(text: string, language: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase(language).replace(/\s+/g, ' ').trim();
}

export interface FaqMatches {
  /** Only categories with a match, each with only its matching entries; every category when the query is blank. */
  categories: FaqCategory[];
  count: number;
  /** Entries whose answer (not only the question) matched: they open, so the reader sees why they are listed. */
  answerMatches: string[];
}

/** Entries whose question or answer holds every word of the query. */
export function matchFaq(categories: FaqCategory[], query: string, language: string): FaqMatches {
  const words = searchable(query, language).split(' ').filter(Boolean);
  if (words.length === 0) {
    return { categories, count: categories.reduce((sum, c) => sum + c.entries.length, 0), answerMatches: [] };
  }
  const answerMatches: string[] = [];
  const found: FaqCategory[] = [];
  let count = 0;
  for (const category of categories) {
    const entries = category.entries.filter((entry) => {
      const question = searchable(entry.question, language);
      const answer = searchable(entry.answer, language);
      if (!words.every((word) => question.includes(word) || answer.includes(word))) return false;
      if (!words.every((word) => question.includes(word))) answerMatches.push(entry.id);
      return true;
    });
    if (entries.length > 0) found.push({ ...category, entries });
    count += entries.length;
  }
  return { categories: found, count, answerMatches };
}

/** What is open right after the query changes: nothing for a blank query; else every category with a match. */
export function openForQuery(matches: FaqMatches, query: string): Set<string> {
  if (!query.trim()) return new Set();
  return new Set([...matches.categories.map((category) => category.id), ...matches.answerMatches]);
}
