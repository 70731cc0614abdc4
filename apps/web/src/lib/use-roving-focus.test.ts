import { describe, expect, it } from 'vitest';
import { rovingTarget } from './use-roving-focus';

describe('rovingTarget', () => {
  it('moves one item at a time and stops at either end', () => {
    expect(rovingTarget('ArrowDown', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowDown', 2, 3)).toBe(2);
    expect(rovingTarget('ArrowUp', 1, 3)).toBe(0);
    expect(rovingTarget('ArrowUp', 0, 3)).toBe(0);
  });

  it('jumps to the first and last item with Home and End', () => {
    expect(rovingTarget('Home', 2, 5)).toBe(0);
    expect(rovingTarget('End', 0, 5)).toBe(4);
  });

  it('leaves every other key, and an empty list, alone', () => {
    expect(rovingTarget('Tab', 0, 3)).toBeNull();
    expect(rovingTarget('Enter', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
