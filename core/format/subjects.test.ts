import { describe, expect, it } from 'vitest';
import { CARD_SUBJECTS, DETAIL_SUBJECTS, visibleSubjects } from './subjects.ts';

const six = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('visibleSubjects', () => {
  it('shows 4 on a card and counts the rest for "+N"', () => {
    expect(visibleSubjects(six, CARD_SUBJECTS)).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 2 });
    expect(visibleSubjects(six.slice(0, 4), CARD_SUBJECTS)).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 0 });
    expect(visibleSubjects(six.slice(0, 5), CARD_SUBJECTS)).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 1 });
  });

  it('shows 3 on the detail page', () => {
    expect(visibleSubjects(six, DETAIL_SUBJECTS)).toEqual({ shown: ['A', 'B', 'C'], more: 3 });
    expect(visibleSubjects(six.slice(0, 3), DETAIL_SUBJECTS)).toEqual({ shown: ['A', 'B', 'C'], more: 0 });
  });

  it('handles an empty list', () => {
    expect(visibleSubjects([], CARD_SUBJECTS)).toEqual({ shown: [], more: 0 });
  });
});
