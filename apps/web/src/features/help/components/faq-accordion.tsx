import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import type { FaqCategory } from '../faq-model.ts';

export interface FaqAccordionProps {
  categories: FaqCategory[];
  open: Set<string>;
  onToggle: (id: string) => void;
}

/**
 * Categories, each a heading whose button shows or hides its questions; each question a button that shows or hides
 * its answer (the WAI-ARIA accordion: aria-expanded on the button, aria-controls naming the panel). Native buttons,
 * so Tab reaches them and Enter or Space toggles.
 */
export function FaqAccordion({ categories, open, onToggle }: FaqAccordionProps) {
  const { t } = useTranslation('help');
  const prefix = useId();
  return (
    <div className="faq">
      {categories.map((category) => {
        const isOpen = open.has(category.id);
        const buttonId = `${prefix}-${category.id}`;
        const panelId = `${buttonId}-panel`;
        return (
          <section key={category.id} className="faq-category">
            <h2 className="faq-category__heading">
              <button
                id={buttonId}
                type="button"
                className="faq-toggle faq-toggle--category"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(category.id)}
              >
                <span className="faq-toggle__text" dir="auto">
                  {category.title}
                </span>
                <span className="faq-toggle__count">{t('faq.questions', { count: category.entries.length })}</span>
                <ChevronDownIcon className="faq-toggle__icon" />
              </button>
            </h2>
            <section id={panelId} aria-labelledby={buttonId} className="faq-category__panel" hidden={!isOpen}>
              <ul className="faq-questions">
                {category.entries.map((entry) => {
                  const isAnswerOpen = open.has(entry.id);
                  const answerId = `${prefix}-${entry.id}-answer`;
                  return (
                    <li key={entry.id} className="faq-question">
                      <h3 className="faq-question__heading">
                        <button
                          type="button"
                          className="faq-toggle"
                          aria-expanded={isAnswerOpen}
                          aria-controls={answerId}
                          onClick={() => onToggle(entry.id)}
                        >
                          <span className="faq-toggle__text" dir="auto">
                            {entry.question}
                          </span>
                          <ChevronDownIcon className="faq-toggle__icon" />
                        </button>
                      </h3>
                      <div id={answerId} className="faq-question__answer" dir="auto" hidden={!isAnswerOpen}>
                        {entry.answer}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          </section>
        );
      })}
    </div>
  );
}
