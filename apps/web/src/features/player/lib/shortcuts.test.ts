import { describe, expect, it } from 'vitest';
import { keyBelongsElsewhere, SHORTCUTS, shortcutFor, stepRate } from './shortcuts.ts';

const key = (k: string, more: Partial<{ code: string; shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  code: more.code ?? '',
  shiftKey: more.shiftKey ?? false,
  ctrlKey: more.ctrlKey ?? false,
  altKey: more.altKey ?? false,
  metaKey: more.metaKey ?? false,
});

describe('the player shortcuts', () => {
  it('maps each key of the issue to its action', () => {
    expect(shortcutFor(key(' ', { code: 'Space' }))).toBe('toggle-play');
    expect(shortcutFor(key('k'))).toBe('toggle-play');
    expect(shortcutFor(key('K'))).toBe('toggle-play');
    expect(shortcutFor(key('j'))).toBe('back-10');
    expect(shortcutFor(key('l'))).toBe('forward-10');
    expect(shortcutFor(key('ArrowLeft'))).toBe('back-5');
    expect(shortcutFor(key('ArrowRight'))).toBe('forward-5');
    expect(shortcutFor(key('<', { shiftKey: true, code: 'Comma' }))).toBe('slower');
    expect(shortcutFor(key('>', { shiftKey: true, code: 'Period' }))).toBe('faster');
    // A layout where Shift+comma is ';': matched by the key's code.
    expect(shortcutFor(key(';', { shiftKey: true, code: 'Comma' }))).toBe('slower');
    expect(shortcutFor(key('f'))).toBe('fullscreen');
    expect(shortcutFor(key('m'))).toBe('mute');
    expect(shortcutFor(key('n'))).toBe('note');
    expect(shortcutFor(key('c'))).toBe('complete');
    expect(shortcutFor(key('t'))).toBe('transcript');
    expect(shortcutFor(key('N', { shiftKey: true, code: 'KeyN' }))).toBe('next');
    expect(shortcutFor(key('?', { shiftKey: true, code: 'Slash' }))).toBe('help');
  });

  it('leaves keys with Ctrl, Alt or Meta, and other keys, alone', () => {
    expect(shortcutFor(key('k', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('l', { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('f', { altKey: true }))).toBeNull();
    expect(shortcutFor(key('x'))).toBeNull();
    expect(shortcutFor(key('K', { shiftKey: true }))).toBeNull();
    expect(shortcutFor(key('Tab'))).toBeNull();
  });

  it('steps the speed through 0.5 to 2 and stops at the ends', () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1.75, 1)).toBe(2);
    expect(stepRate(2, 1)).toBe(2);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(stepRate(1.1, 1)).toBe(1.25);
  });

  it('never fires in a text field, a select or a dialog; does on buttons and checkboxes', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="search" type="search" /><input id="box" type="checkbox" /><textarea id="area"></textarea>
      <select id="sel"></select><div id="edit" contenteditable="true"></div><button id="btn">b</button>
      <div role="dialog"><button id="inDialog">x</button></div>`;
    const el = (id: string) => document.getElementById(id);
    for (const id of ['text', 'search', 'area', 'sel', 'inDialog']) expect(keyBelongsElsewhere(el(id)), id).toBe(true);
    for (const id of ['box', 'btn']) expect(keyBelongsElsewhere(el(id)), id).toBe(false);
    expect(keyBelongsElsewhere(document.body)).toBe(false);
  });

  it('lists every action once in the help dialog', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(14);
  });
});
