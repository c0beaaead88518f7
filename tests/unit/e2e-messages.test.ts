/**
 * The e2e specs name controls with msg() (tests/e2e/messages.ts). A reader that filled the
 * wrong argument or picked the wrong list item would make them pass or fail for the wrong
 * reason, so it is checked here on a crafted language, lists written both ways.
 */
jest.mock('../../messages/es.json', () => ({
  Page: {
    keyed: { '1': 'Cada {min} a {max} semanas', '2': 'A los {age} años' },
    listed: ['Cada {min} a {max} semanas', 'A los {age} años'],
    rich: 'Hola <b>{who}</b>',
    links: '<one>{who}</one> y <two>planes PPO</two>',
    plural: '{n, plural, one {# año} other {# años}}',
    section: {
      title: 'Tarjetas',
      cards: { b: { title: 'Bé' }, a: { title: 'A' } },
      steps: { first: 'Llame al {phone}', second: 'Venga' },
    },
  },
}));

import en from '../../messages/en.json';
import { msg, msgGroups, msgItem, msgKeys, msgList, msgTag } from '../e2e/messages';

describe("the e2e specs' message reader", () => {
  it('fills plain arguments and drops rich-text tags', () => {
    expect(msg('es', 'Page.rich', { who: 'Ana' })).toBe('Hola Ana');
    expect(msg('es', 'Page.keyed.1', { min: 4, max: 8 })).toBe('Cada 4 a 8 semanas');
    expect(msg('es', 'Page.listed.0', { min: 4, max: 8 })).toBe('Cada 4 a 8 semanas');
  });

  it('reads the words inside one rich-text tag, filled', () => {
    expect(msgTag('es', 'Page.links', 'one', { who: 'Ana' })).toBe('Ana');
    expect(msgTag('es', 'Page.links', 'two')).toBe('planes PPO');
    expect(() => msgTag('es', 'Page.links', 'three')).toThrow('has no <three>');
    expect(() => msgTag('es', 'Page.links', 'one')).toThrow('no value for {who}');
  });

  it('finds a list item by the facts it states, in objects and arrays alike', () => {
    for (const list of ['Page.keyed', 'Page.listed']) {
      expect(msgItem('es', list, { age: 7 })).toBe('A los 7 años');
      expect(msgItem('es', list, { max: 8, min: 4 })).toBe('Cada 4 a 8 semanas');
      expect(() => msgItem('es', list, { min: 4 })).toThrow('0 items');
    }
  });

  it('refuses what it cannot read faithfully', () => {
    expect(() => msg('es', 'Page.keyed.3')).toThrow('has no Page.keyed.3');
    expect(() => msg('es', 'Page.keyed')).toThrow('is not a message');
    expect(() => msg('es', 'Page.keyed.1', { min: 4 })).toThrow('no value for {max}');
    expect(() => msg('es', 'Page.plural', { n: 1 })).toThrow('more than plain');
  });

  it('counts the items of a group in order, the cards of a section without its own messages', () => {
    expect(msgKeys('es', 'Page.listed')).toEqual(['0', '1']);
    expect(msgKeys('es', 'Page.section.cards')).toEqual(['b', 'a']);
    expect(msgGroups('es', 'Page.section')).toEqual(['cards', 'steps']);
    expect(msgList('es', 'Page.section.steps', { phone: '555' })).toEqual([
      'Llame al 555',
      'Venga',
    ]);
    expect(() => msgKeys('es', 'Page.rich')).toThrow('is not a group of messages');
  });

  it('reads the real English messages', () => {
    expect(msg('en', 'Header.menu')).toBe(en.Header.menu);
    expect(msgKeys('en', 'Nav')).toEqual(Object.keys(en.Nav));
  });
});
