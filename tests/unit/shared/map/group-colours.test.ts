import { describe, expect, it } from 'vitest';
import {
  categoryMix,
  conicGradient,
  dominantCategory,
  groupColour,
} from '../../../../src/shared/map/grouping';

// A group's colour and pie from its mix of categories.

// ---------------------------------------------------------------- colours

describe('group colours by mix', () => {
  it('picks the dominant category, ties going cultural > natural > mixed', () => {
    expect(dominantCategory({ cultural: 1, natural: 2, mixed: 0 })).toBe('natural');
    expect(dominantCategory({ cultural: 0, natural: 0, mixed: 1 })).toBe('mixed');
    expect(dominantCategory({ cultural: 2, natural: 2, mixed: 2 })).toBe('cultural');
    expect(dominantCategory({ cultural: 0, natural: 3, mixed: 3 })).toBe('natural');
    expect(groupColour({ cultural: 1, natural: 5, mixed: 0 })).toBe('#2e9d5b');
    expect(groupColour({ cultural: 5, natural: 1, mixed: 0 })).toBe('#d64541');
  });

  it('breaks the mix into consecutive segments for a conic gradient', () => {
    expect(categoryMix({ cultural: 2, natural: 1, mixed: 1 })).toEqual([
      { category: 'cultural', colour: '#d64541', count: 2, from: 0, to: 0.5 },
      { category: 'natural', colour: '#2e9d5b', count: 1, from: 0.5, to: 0.75 },
      { category: 'mixed', colour: '#f0a30a', count: 1, from: 0.75, to: 1 },
    ]);
    expect(categoryMix({ cultural: 0, natural: 3, mixed: 0 })).toEqual([
      { category: 'natural', colour: '#2e9d5b', count: 3, from: 0, to: 1 },
    ]);
    expect(categoryMix({ cultural: 0, natural: 0, mixed: 0 })).toEqual([]);
    expect(conicGradient({ cultural: 2, natural: 1, mixed: 0 })).toBe(
      'conic-gradient(#d64541 0turn 0.6667turn, #2e9d5b 0.6667turn 1turn)',
    );
    expect(conicGradient({ cultural: 0, natural: 0, mixed: 0 })).toBe(
      'conic-gradient(#9e9e9e 0turn 1turn)',
    );
  });
});

// ---------------------------------------------------------------- properties
