// What history says of a translation (ADR 0044): its changed fields by language and key, the activity entry's words,
// and a record's state stored before translations were kept with it, which says nothing of them.
import { describe, expect, it } from 'vitest';
import { contentActivity } from './activity';
import { changedFieldsOf, matchesCurrentRecord, revisionChanges } from './revisions';
import { withTranslations } from './translations';

const hero = { _id: 'h1', title: 'Guided surgery', subtitle: 'Planned for you' };

describe('history of translations', () => {
  it('names each changed text by language and key, and the activity entry says them by language', () => {
    const [before] = withTranslations([hero], [{ recordId: 'h1', lang: 'de', texts: { ctaText: 'Los' } }]);
    const [after] = withTranslations(
      [hero],
      [{ recordId: 'h1', lang: 'de', texts: { subtitle: 'Für Sie geplant', title: 'Geführte Chirurgie', ctaText: 'Los' } }],
    );
    const [change] = revisionChanges('hero', [before], [after], 'translate');
    expect(change).toMatchObject({ operation: 'translate', changedFields: ['translations.de.subtitle', 'translations.de.title'] });
    expect(contentActivity(change, 'a1').summary).toBe('Translated Hero section “Guided surgery” (de: subtitle, title)');
  });

  it('takes a state without translations (stored before they were kept) as saying nothing of them', () => {
    const [current] = withTranslations([hero], [{ recordId: 'h1', lang: 'de', texts: { title: 'Geführte Chirurgie' } }]);
    expect(matchesCurrentRecord(hero, current)).toBe(true);
    expect(matchesCurrentRecord({ ...hero, translations: {} }, current)).toBe(false);
    expect(changedFieldsOf({ ...hero, title: 'Old' }, current)).toEqual(['title']);
    expect(changedFieldsOf({ ...hero, translations: {} }, current)).toEqual(['translations.de.title']);
  });
});
